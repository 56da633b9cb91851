import type { Flow } from '../../flows';
import type { RoleRow } from '../db/schema';
import type { LoadedFlows } from '../flows/load-flows';

/** The flow a role's answers belong to (spec 001 §2.2, §3.4). */
export const ROLE_FLOW = 'role';

/**
 * The flow a role's answers are read and saved with: the version they were given under while its file is there,
 * otherwise (and before the first answer) the newest.
 */
export function roleFlow(flows: LoadedFlows, row: Pick<RoleRow, 'flowVersion'> | undefined): Flow {
  const flow = (row && row.flowVersion !== null ? flows.get(ROLE_FLOW, row.flowVersion) : undefined) ?? flows.latest(ROLE_FLOW);
  if (!flow) throw new Error(`schemas/flows/${ROLE_FLOW} has no flow file`);
  return flow;
}

/** One save target of the role flow as the role resources use it. */
export interface RoleTarget {
  name: string;
  /** `answers`: fields PATCHed on the role or a preferences resource; `records`: one record per call. */
  kind: 'answers' | 'records';
  /** Where its answers sit in the role body (snake_case key); null at the top level. */
  nestedAs: string | null;
  path: string;
}

/** The flow's save targets of the kinds the role resources serve. */
export function roleTargets(flow: Flow): RoleTarget[] {
  return Object.entries(flow.saveTargets).flatMap(([name, target]) =>
    target.kind === 'answers' || target.kind === 'records' ? [{ name, kind: target.kind, nestedAs: target.nestedAs ?? null, path: target.path }] : [],
  );
}

/** The answer targets whose fields PATCH /api/employer/role/{uuid}/ takes at its top level. */
export function flatAnswerTargets(flow: Flow): string[] {
  return roleTargets(flow)
    .filter((target) => target.kind === 'answers' && target.nestedAs === null)
    .map((target) => target.name);
}

/** The answer targets nested in the role body, by their wire key (`education_preferences`). */
export function nestedAnswerTargets(flow: Flow): Map<string, string> {
  return new Map(
    roleTargets(flow)
      .filter((target) => target.kind === 'answers' && target.nestedAs !== null)
      .map((target) => [target.nestedAs!, target.name]),
  );
}

/** The answer targets saved through a preferences path (`/api/employer/education-preferences/`). */
export function targetsAtPath(flow: Flow, pathPrefix: string): string[] {
  return roleTargets(flow)
    .filter((target) => target.kind === 'answers' && target.path.startsWith(pathPrefix))
    .map((target) => target.name);
}

/** The one question of a records target (`languages` of `language-requirement`). */
export function recordsQuestion(flow: Flow, target: string): string {
  const fields = Object.entries(flow.questions)
    .filter(([, question]) => question.saveTo === target)
    .map(([field]) => field);
  if (fields.length !== 1) throw new Error(`The role flow's target ${target} should hold exactly one question, not ${fields.length}`);
  return fields[0]!;
}
