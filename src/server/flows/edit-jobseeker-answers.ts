import type { ApiServer } from '../http/api-server';
import { and, eq, sql } from 'drizzle-orm';
import { setAsideOffPath, type Flow } from '../../flows';
import { cachedCompletedSections } from './cached-completed-sections';
import type { AppTransaction } from '../db/database';
import { flowAnswers } from '../db/schema';
import { writeAnnounced } from '../db/written-rows';
import { JOBSEEKER_FLOW, flowForAnswers } from './flow-answers';
import { CORE_PROFILE, refreshMatchProfile } from '../matching';

type RecordValue = Record<string, unknown>;

export interface Edit<T> {
  /** The answers to store (camelCase); `undefined` stores nothing. */
  answers?: RecordValue;
  result: T;
}

/** Ids for new records from the one sequence of record ids (both drivers answer `rows`). */
export async function nextRecordIds(tx: Pick<AppTransaction, 'execute'>, count: number): Promise<number[]> {
  if (count < 1) return [];
  const next = (await tx.execute(sql`select nextval('record_ids')::integer as id from generate_series(1, ${count}::integer)`)) as unknown as {
    rows: { id: number }[];
  };
  return next.rows.map((row) => Number(row.id));
}

/**
 * Read-modify-write of the person's job seeker answers under a row lock, for edits that also write rows of their
 * own in the same transaction (an uploaded resume with its answer); a thrown AppError rolls everything back.
 * Answers the edit's result with the new `completed_sections` and the answers as stored (set-aside ones restored).
 */
export async function editAnswersInTransaction<T>(
  app: ApiServer,
  userId: number,
  edit: (tx: AppTransaction, answers: RecordValue, flow: Flow) => Promise<Edit<T>>,
): Promise<{ result: T; completedSections: string[]; answers: RecordValue }> {
  const { db, clock, flows } = app.ctx;
  return db.transaction(async (tx) => {
    const now = clock.now();
    const latest = flows.latest(JOBSEEKER_FLOW)!;
    const lockRow = () =>
      tx
        .select()
        .from(flowAnswers)
        .where(and(eq(flowAnswers.userId, userId), eq(flowAnswers.flowId, JOBSEEKER_FLOW)))
        .for('update');
    let [row] = await lockRow();
    if (row === undefined) {
      // A first answer: the row is made (or another request's, made meanwhile, waited for), then locked. Only when
      // missing: trying the insert first cost every save a statement.
      await writeAnnounced(tx, flowAnswers, userId, () =>
        tx
          .insert(flowAnswers)
          .values({
            userId,
            flowId: JOBSEEKER_FLOW,
            flowVersion: latest.version,
            answers: {},
            updatedAt: now,
          })
          .onConflictDoNothing(),
      );
      [row] = await lockRow();
    }
    const flow = flowForAnswers(flows, JOBSEEKER_FLOW, row)!;
    const stored = { ...(row?.answers ?? {}) };
    const { answers: edited, result } = await edit(tx, stored, flow);
    // Answers a branch change takes off the path wait apart and come back when the path asks them again.
    const kept = edited ? setAsideOffPath(flow, stored, edited, row?.setAside ?? {}) : undefined;
    const answers = kept?.answers;
    const final = answers ?? stored;
    const completedSections = cachedCompletedSections(flow, final, flows.validator);
    if (kept && answers) {
      await writeAnnounced(tx, flowAnswers, userId, () =>
        tx
          .update(flowAnswers)
          .set({ answers, setAside: kept.setAside, flowVersion: flow.version, updatedAt: now })
          .where(and(eq(flowAnswers.userId, userId), eq(flowAnswers.flowId, JOBSEEKER_FLOW))),
      );
      // Matching's hard filters read a projection of the answers: it changes with them, in this transaction.
      // Core Profile's completeness is one of the sections just worked out: not validated a second time.
      await refreshMatchProfile(tx, userId, answers, flows, { flowVersion: flow.version, now, coreProfileComplete: completedSections.includes(CORE_PROFILE) });
    }
    return {
      result,
      completedSections,
      answers: final,
    };
  });
}
