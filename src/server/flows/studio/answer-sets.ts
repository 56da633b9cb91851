import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { validateStep, walkFlow, type Answers, type FieldError, type Flow, type StepValidator } from '../../../flows';
import type { AppDb } from '../../db/database';
import { employers, flowAnswers, roles } from '../../db/schema';

export interface AnswerSetCount {
  flowId: string;
  version: number;
  answerSets: number;
}

/**
 * How many answer sets stand on each flow version: people's answers (flow_answers), roles' answers and
 * organizations' profiles, each kept with the version it was given under.
 */
export async function answerSetCounts(db: AppDb): Promise<AnswerSetCount[]> {
  const result = (await db.execute(sql`
    select flow_id, flow_version, count(*)::int as answer_sets from ${flowAnswers} group by flow_id, flow_version
    union all select 'role', flow_version, count(*)::int from ${roles} where flow_version is not null group by flow_version
    union all select 'employer-profile', flow_version, count(*)::int from ${employers} where flow_version is not null group by flow_version
  `)) as unknown as { rows: { flow_id: string; flow_version: number; answer_sets: number }[] };
  return result.rows.map((row) => ({ flowId: row.flow_id, version: Number(row.flow_version), answerSets: Number(row.answer_sets) }));
}

export interface StoredAnswerSet {
  userId: number;
  answers: Record<string, unknown>;
}

/** People's answer sets of one flow version in user order, a batch after `afterUserId` (what a migration walks). */
export async function answerSetsAfter(
  db: Pick<AppDb, 'select'>,
  flowId: string,
  version: number,
  afterUserId: number,
  limit: number,
): Promise<StoredAnswerSet[]> {
  return db
    .select({ userId: flowAnswers.userId, answers: flowAnswers.answers })
    .from(flowAnswers)
    .where(and(eq(flowAnswers.flowId, flowId), eq(flowAnswers.flowVersion, version), gt(flowAnswers.userId, afterUserId)))
    .orderBy(asc(flowAnswers.userId))
    .limit(limit);
}

/**
 * Whether some answer set of this flow version (a person's, a role's or an organization's) holds the field, with
 * this option code (alone or in a list) when one is given.
 */
export async function someAnswerHolds(db: AppDb, flowId: string, version: number, field: string, value?: unknown): Promise<boolean> {
  const holds =
    value === undefined
      ? sql`answers ? ${field}`
      : sql`(answers -> ${field} = ${JSON.stringify(value)}::jsonb or answers -> ${field} @> ${JSON.stringify([value])}::jsonb)`;
  const result = (await db.execute(sql`
    select 1 from (
      select answers, flow_version from ${flowAnswers} where flow_id = ${flowId}
      union all select answers, flow_version from ${roles} where ${flowId} = 'role'
      union all select answers, flow_version from ${employers} where ${flowId} = 'employer-profile'
    ) stored
    where flow_version = ${version} and ${holds}
    limit 1
  `)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Where these answers stop passing: the first step on their path with a problem, and its problems; null when they pass. */
export function firstInvalidStep(flow: Flow, answers: Answers, validator: StepValidator): { step: string; errors: FieldError[] } | null {
  for (const step of walkFlow(flow, answers).path) {
    const errors = validateStep(flow, step, answers, validator);
    if (errors.length > 0) return { step, errors };
  }
  return null;
}
