import { isDeepStrictEqual } from 'node:util';
import type { ApiServer } from '../../http/api-server';
import type { Flow } from '../../../flows';
import { checkDraft } from '../../../flows/studio/check-draft';
import type { FlowGraph, FlowProblem } from '../../../flows/studio/flow-graph';
import { unservedSaveCalls } from '../check-save-routes';
import { savedAnswerProblems, type SavedAnswerProblem } from './saved-answer-problems';

export interface DraftReview {
  /** The draft as it would be served; null when it does not load. */
  flow: Flow | null;
  graph: FlowGraph | null;
  /** Problems of the document, and of saved answers (with their counts and values). */
  problems: (FlowProblem | SavedAnswerProblem)[];
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

/** A document without what every draft changes (its number and its ops): what staff edited. */
function edited(document: unknown): unknown {
  if (typeof document !== 'object' || document === null) return document;
  const { version: _version, migrateFrom: _migrateFrom, ...rest } = document as Record<string, unknown>;
  return rest;
}

/**
 * Everything that stops a draft of `current`'s flow from being published as its next version: the checks of
 * `check:schemas` and reachability, its id and version, save targets the server does not serve, migration ops on
 * fields that are not there, a draft that changes nothing, and saved answers (on any earlier version) that it
 * would lose or refuse with no op saying what becomes of them.
 */
export async function reviewDraft(app: ApiServer, current: Flow, document: unknown): Promise<DraftReview> {
  const { flows, db } = app.ctx;
  const checked = checkDraft(document, { ...flows.sources, validator: flows.validator });
  const flow = checked.flow;
  if (!flow) return checked;
  const problems: DraftReview['problems'] = [...checked.problems];
  const next = current.version + 1;
  if (flow.id !== current.id) problems.push({ kind: 'flow-id', message: `the draft says id "${flow.id}"; it is a draft of "${current.id}"` });
  if (flow.version !== next) problems.push({ kind: 'version', message: `the draft says version ${flow.version}; published, it would be version ${next}` });
  for (const message of unservedSaveCalls(app, [flow])) problems.push({ kind: 'save-target', message: message.replace(/^[^:]+: /, '') });
  if (isDeepStrictEqual(edited(document), edited(flows.document(current.id, current.version)))) {
    problems.push({
      kind: 'unchanged',
      message: `This draft is the same as version ${current.version}, so publishing it would change nothing. Make a change first.`,
    });
  }

  const migration = flow.migrateFrom;
  if (migration && migration.version !== current.version) {
    problems.push({
      kind: 'migration',
      message: `migrateFrom names version ${migration.version}; answers are carried from the current version, ${current.version}`,
    });
  }
  if (migration?.version === current.version) problems.push(...opsOnUnknownFields(current, flow));
  if (flow.id === current.id && flow.version === next) problems.push(...(await savedAnswerProblems(db, flows, flow)));
  return { flow, graph: checked.graph, problems };
}
