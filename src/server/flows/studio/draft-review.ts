import type { ApiServer } from '../../http/api-server';
import type { Flow } from '../../../flows';
import { checkDraft } from '../../../flows/studio/check-draft';
import type { FlowGraph, FlowProblem } from '../../../flows/studio/flow-graph';
import { vanishedCodes } from '../../../flows/studio/vanished-codes';
import { unservedSaveCalls } from '../check-save-routes';
import { someAnswerHolds } from './answer-sets';

export interface DraftReview {
  /** The draft as it would be served; null when it does not load. */
  flow: Flow | null;
  graph: FlowGraph | null;
  problems: FlowProblem[];
}

/** Fields a migration op reads, each under the name it has when the op runs (after the renames before it). */
function opsOnUnknownFields(previous: Flow, flow: Flow): FlowProblem[] {
  const problems: FlowProblem[] = [];
  const names = new Set(Object.keys(previous.questions));
  for (const [index, op] of (flow.migrateFrom?.ops ?? []).entries()) {
    const read = op.op === 'rename' ? op.from : op.field;
    if (op.op !== 'setDefault' && !names.has(read)) {
      problems.push({
        kind: 'migration',
        message: `migrateFrom op ${index + 1} (${op.op}) names "${read}", which version ${previous.version} does not ask (or an earlier op renamed or removed)`,
      });
    }
    if (op.op === 'rename') {
      names.delete(op.from);
      names.add(op.to);
    } else if (op.op === 'remove') names.delete(op.field);
    if (op.op !== 'remove' && !flow.questions[op.op === 'rename' ? op.to : op.field]) {
      problems.push({
        kind: 'migration',
        message: `migrateFrom op ${index + 1} (${op.op}) leads to "${op.op === 'rename' ? op.to : op.field}", which this version does not ask`,
      });
    }
  }
  return problems;
}

/** The step of the flow that asks a field, for a problem staff can find on the map. */
function stepAsking(flow: Flow, field: string): string | undefined {
  return flow.steps.find((step) => step.questions.includes(field))?.name;
}

/**
 * Everything that stops a draft of `current`'s flow from being published as its next version: the checks of
 * `check:schemas` and reachability, its id and version, save targets the server does not serve, migration ops on
 * fields that are not there, and questions or options saved answers hold that vanish without an op.
 */
export async function reviewDraft(app: ApiServer, current: Flow, document: unknown): Promise<DraftReview> {
  const { flows, db } = app.ctx;
  const checked = checkDraft(document, { ...flows.sources, validator: flows.validator });
  const flow = checked.flow;
  if (!flow) return checked;
  const problems = [...checked.problems];
  const next = current.version + 1;
  if (flow.id !== current.id) problems.push({ kind: 'flow-id', message: `the draft says id "${flow.id}"; it is a draft of "${current.id}"` });
  if (flow.version !== next) problems.push({ kind: 'version', message: `the draft says version ${flow.version}; published, it would be version ${next}` });
  for (const message of unservedSaveCalls(app, [flow])) problems.push({ kind: 'save-target', message: message.replace(/^[^:]+: /, '') });

  const migration = flow.migrateFrom;
  if (migration && migration.version !== current.version) {
    problems.push({
      kind: 'migration',
      message: `migrateFrom names version ${migration.version}; answers are carried from the current version, ${current.version}`,
    });
  }
  const ops = migration?.version === current.version ? migration.ops : [];
  if (migration?.version === current.version) problems.push(...opsOnUnknownFields(current, flow));
  for (const vanished of vanishedCodes(current, flow, ops)) {
    if (!(await someAnswerHolds(db, current.id, current.version, vanished.field, vanished.value))) continue;
    const step = stepAsking(current, vanished.field);
    problems.push({ ...(step !== undefined ? { step } : {}), kind: 'vanished-code', message: `saved answers hold it: ${vanished.message}` });
  }
  return { flow, graph: checked.graph, problems };
}
