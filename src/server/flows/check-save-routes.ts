import type { ApiServer } from '../http/api-server';
import { routeUrl } from './route-url';
import type { Flow, SaveTarget } from '../../flows';
import { isRouteDeclared } from './declared-routes';

/** The calls a browser makes for a save target of each kind (see saveStep), as [method, path] pairs. */
function callsOf(target: SaveTarget): [string, string][] {
  switch (target.kind) {
    case 'answers':
    case 'city-ids':
      return [[target.method, target.path]];
    case 'upsert':
      return [
        ['POST', target.path],
        ['PATCH', target.path],
      ];
    case 'records': {
      const item = target.itemPath ?? target.path;
      return [['POST', target.path], target.idInBody ? ['PATCH', target.path] : ['PATCH', item], ['DELETE', item]];
    }
  }
}

/**
 * Every call the flow files' save targets lead the browser to make, that no route serves. The flow files decide
 * where answers go; a path a file names that nothing serves is a mistake to catch at start, not at a person's save.
 */
export function unservedSaveCalls(app: ApiServer, flows: readonly Flow[]): string[] {
  const problems = new Set<string>();
  for (const flow of flows) {
    for (const [name, target] of Object.entries(flow.saveTargets)) {
      for (const [method, path] of callsOf(target)) {
        // Placeholder names differ between modules (`:id`, `:recordId`): compare the routes' shapes.
        if (!isRouteDeclared(app, method, routeUrl(path)))
          problems.add(`schemas/flows/${flow.id}/v${flow.version}.json: save target "${name}" needs ${method} ${path}, which no route serves`);
      }
    }
  }
  return [...problems];
}
