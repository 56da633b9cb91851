import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder, found upwards from this module: the same answer whether the server runs from its sources
 * (src/server, under tsx) or from the bundle `npm start` runs (dist/server), where a path relative to the module
 * would point elsewhere.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}: the server must run inside the project folder.`);
  }
}

const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, from its top folder. */
export function projectPath(...segments: string[]): string {
  return path.join(PROJECT_ROOT, ...segments);
}
