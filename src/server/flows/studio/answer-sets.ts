import { sql } from 'drizzle-orm';
import { validateStep, walkFlow, type Answers, type FieldError, type Flow, type StepValidator } from '../../../flows';
import type { AppDb } from '../../db/database';
import { employers, flowAnswers, roles, users } from '../../db/schema';

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

/** Where these answers stop passing: the first step on their path with a problem, and its problems; null when they pass. */
export function firstInvalidStep(flow: Flow, answers: Answers, validator: StepValidator): { step: string; errors: FieldError[] } | null {
  for (const step of walkFlow(flow, answers).path) {
    const errors = validateStep(flow, step, answers, validator);
    if (errors.length > 0) return { step, errors };
  }
  return null;
}

/** A saved answer set of any flow, with whose it is in words: a person's name, a role's title and organization, an organization's name. */
export interface NamedAnswerSet {
  id: number;
  name: string;
  answers: Record<string, unknown>;
  /** A role's status; null for people and organizations. */
  status: string | null;
}

/** One page of a flow version's answer sets in id order after `afterId`: people's, roles' or organizations', by the flow. */
export async function namedAnswerSetsAfter(
  db: Pick<AppDb, 'execute'>,
  flowId: string,
  version: number,
  afterId: number,
  limit: number,
): Promise<NamedAnswerSet[]> {
  const query =
    flowId === 'role'
      ? sql`select role.id, role.answers, role.status, coalesce(nullif(role.answers ->> 'jobTitle', ''), 'Untitled role') || ', ' || employer.name as name
            from ${roles} as role join ${employers} as employer on employer.id = role.employer_id
            where role.flow_version = ${version} and role.id > ${afterId} order by role.id limit ${limit}`
      : flowId === 'employer-profile'
        ? sql`select id, answers, null as status, name from ${employers} where flow_version = ${version} and id > ${afterId} order by id limit ${limit}`
        : sql`select stored.user_id as id, stored.answers, null as status, person.first_name || ' ' || person.last_name as name
              from ${flowAnswers} as stored join ${users} as person on person.id = stored.user_id
              where stored.flow_id = ${flowId} and stored.flow_version = ${version} and stored.user_id > ${afterId} order by stored.user_id limit ${limit}`;
  const result = (await db.execute(query)) as unknown as { rows: NamedAnswerSet[] };
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}
