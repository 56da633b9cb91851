import { and, eq, inArray } from 'drizzle-orm';
import type { DbReader } from '../db/database';
import { employers, flowAnswers, roles } from '../db/schema';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import { ALGORITHM_VERSION, criteriaOf, evaluateFactors, evaluateFilters, profileOf, scoreOf, type JobseekerProfile } from './algorithm';

/**
 * The profile matching explains a job seeker by, read from their stored answers (the projection holds only what
 * SQL filters and ranks by). Null for someone with no answers at all.
 */
export async function profileForMatching(db: DbReader, jobseekerId: number): Promise<JobseekerProfile | null> {
  const [answers] = await db
    .select({ answers: flowAnswers.answers })
    .from(flowAnswers)
    .where(and(eq(flowAnswers.userId, jobseekerId), eq(flowAnswers.flowId, JOBSEEKER_FLOW)))
    .limit(1);
  return answers ? profileOf(answers.answers) : null;
}

/** The profiles of several job seekers at once (the best candidates of a list), by id. */
export async function profilesForMatching(db: DbReader, ids: readonly number[]): Promise<Map<number, JobseekerProfile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: flowAnswers.userId, answers: flowAnswers.answers })
    .from(flowAnswers)
    .where(and(inArray(flowAnswers.userId, [...ids]), eq(flowAnswers.flowId, JOBSEEKER_FLOW)));
  return new Map(rows.map((row) => [row.userId, profileOf(row.answers)]));
}

/** The role's criteria and the job seeker's profile, read once; null when either is missing. `db` may be a transaction. */
async function pairFor(db: DbReader, roleId: number, jobseekerId: number) {
  const [role] = await db
    .select({ answers: roles.answers, employerAnswers: employers.answers })
    .from(roles)
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .where(eq(roles.id, roleId))
    .limit(1);
  const profile = await profileForMatching(db, jobseekerId);
  return role && profile ? { criteria: criteriaOf(role.answers, role.employerAnswers), profile } : null;
}

/**
 * What a match proposed now records (issue 11: the algorithm's version on every match it proposes): the version
 * and the pair's score under the role's own criteria, null when the role or the person cannot be scored; and the
 * reasons, in words, of the role's own filters the job seeker fails (none for someone with no answers): staff may
 * propose them all the same, and the match records it (issue 36 item 15). `db` may be a transaction.
 */
export async function proposalWithFailedFilters(
  db: DbReader,
  roleId: number,
  jobseekerId: number,
  now: Date = new Date(),
): Promise<{ algorithmVersion: string; score: number | null; failedFilters: string[] }> {
  const pair = await pairFor(db, roleId, jobseekerId);
  if (!pair) return { algorithmVersion: ALGORITHM_VERSION, score: null, failedFilters: [] };
  return {
    algorithmVersion: ALGORITHM_VERSION,
    score: scoreOf(evaluateFactors(pair.criteria, pair.profile, now.toISOString().slice(0, 10))),
    failedFilters: evaluateFilters(pair.criteria, pair.profile)
      .filter((filter) => !filter.passed)
      .map((filter) => filter.reason),
  };
}

/** The version and score of `proposalWithFailedFilters` alone. */
export async function proposalFor(
  db: DbReader,
  roleId: number,
  jobseekerId: number,
  now: Date = new Date(),
): Promise<{ algorithmVersion: string; score: number | null }> {
  const { algorithmVersion, score } = await proposalWithFailedFilters(db, roleId, jobseekerId, now);
  return { algorithmVersion, score };
}
