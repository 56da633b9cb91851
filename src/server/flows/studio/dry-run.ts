import type { FromSchema } from 'json-schema-to-ts';
import type { Flow } from '../../../flows';
import { migrationHops } from '../../../flows/studio/migration-hops';
import type { dryRunWireSchema } from '../../../shared/wire/flow-studio-wire';
import type { AppDb } from '../../db/database';
import type { LoadedFlows } from '../load-flows';
import { answerChanges } from './answer-changes';
import { answerSetCounts, namedAnswerSetsAfter } from './answer-sets';
import { answerSetCarrier } from './carry-answer-set';
import { recordMoves } from './move-record-batch';

export type DryRunSummary = FromSchema<typeof dryRunWireSchema>;

/** At most this many answers are listed by a dry run; the counts are always whole. */
export const DRY_RUN_LISTED = 1_000;
const DRY_RUN_BATCH = 1_000;

/** How many answer sets stand on the flow's versions before `version`: what a dry run or a move goes through. */
export async function answerSetsBefore(db: AppDb, flowId: string, version: number): Promise<number> {
  const counts = await answerSetCounts(db);
  return counts.filter((count) => count.flowId === flowId && count.version < version).reduce((sum, count) => sum + count.answerSets, 0);
}

/**
 * What publishing `next` would do (issue 34 items 1 and 6): every answer set on every earlier served version carried
 * as the move will carry it, with how many move and change, and the first thousand answers that change or that the
 * new version would send someone back for, each with whose it is, the step and question by their titles, and why.
 * Roles approved or open that would change are named: they keep their version. `onProgress` hears of each batch.
 */
export async function dryRun(
  ctx: { db: AppDb; flows: Pick<LoadedFlows, 'all' | 'get' | 'validator'> },
  next: Flow,
  onProgress: (done: number, total: number) => Promise<void> = async () => undefined,
): Promise<DryRunSummary> {
  const { db, flows } = ctx;
  const total = await answerSetsBefore(db, next.id, next.version);
  const summary: DryRunSummary = { answer_sets: 0, changed: 0, versions: [], invalid: [], changes: [], roles_kept: [] };
  const stepTitle = (name: string) => {
    const step = next.steps.find((candidate) => candidate.name === name);
    const first = step?.questions[0];
    return step?.title ?? (first !== undefined ? next.questions[first]?.label : undefined) ?? name;
  };
  const stepOf = (field: string) => next.steps.find((step) => step.questions.includes(field))?.name ?? '';
  const list = (into: DryRunSummary['invalid'], entry: DryRunSummary['invalid'][number]) => {
    if (into.length < DRY_RUN_LISTED) into.push(entry);
  };
  let done = 0;
  const earlier = flows
    .all()
    .filter((flow) => flow.id === next.id && flow.version < next.version)
    .sort((a, b) => a.version - b.version);
  for (const previous of earlier) {
    const hops = migrationHops((version) => flows.get(next.id, version), previous.version, next, flows.validator);
    const carry = answerSetCarrier(previous, next, hops, flows.validator);
    let moving = 0;
    for (let after = 0; ;) {
      const page = await namedAnswerSetsAfter(db, next.id, previous.version, after, DRY_RUN_BATCH);
      if (page.length === 0) break;
      for (const stored of page) {
        const carried = carry(stored.answers);
        const kind = next.id === 'role' ? 'role' : 'employer';
        if (next.id === 'role' && !recordMoves(kind, stored.status, carried)) {
          summary.roles_kept.push({ id: stored.id, title: stored.name, status: stored.status ?? '' });
          continue;
        }
        moving += 1;
        if (carried.changed) summary.changed += 1;
        for (const change of answerChanges(previous, next, hops, stored.answers, carried.answers)) {
          const step = stepOf(change.field);
          list(summary.changes, {
            user_id: stored.id,
            name: stored.name,
            step,
            step_title: step ? stepTitle(step) : '',
            field: change.field,
            question: change.question,
            message: change.message,
          });
        }
        for (const error of carried.invalid?.errors ?? []) {
          const step = carried.invalid!.step;
          list(summary.invalid, {
            user_id: stored.id,
            name: stored.name,
            step,
            step_title: stepTitle(step),
            field: error.field,
            question: next.questions[error.field]?.label ?? error.field,
            message: error.message,
          });
        }
      }
      after = page.at(-1)!.id;
      done += page.length;
      await onProgress(Math.min(done, total), total);
    }
    if (moving > 0) summary.versions.push({ version: previous.version, answer_sets: moving });
    summary.answer_sets += moving;
  }
  return summary;
}
