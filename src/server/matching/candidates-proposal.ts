import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { flowAnswers, jobseekerMatchProfiles, roles } from '../db/schema';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import { ALGORITHM_VERSION, criteriaOf, evaluateFactors, profileOf, scoreOf, type JobseekerProfile } from './algorithm';

type Reader = Pick<AppDb, 'select'>;

/**
 * The profile matching scores for a job seeker: the projection written with their last save, or (before any
 * projection exists) one read from their answers now. Null for someone with no answers at all.
 */
export async function profileForMatching(db: Reader, jobseekerId: number): Promise<JobseekerProfile | null> {
  const [projected] = await db.select({ profile: jobseekerMatchProfiles.profile }).from(jobseekerMatchProfiles).where(eq(jobseekerMatchProfiles.userId, jobseekerId)).limit(1);
  if (projected) return projected.profile as unknown as JobseekerProfile;
  const [answers] = await db
    .select({ answers: flowAnswers.answers })
    .from(flowAnswers)
    .where(and(eq(flowAnswers.userId, jobseekerId), eq(flowAnswers.flowId, JOBSEEKER_FLOW)))
    .limit(1);
  return answers ? profileOf(answers.answers) : null;
}

/**
 * What a match proposed now records (issue 11: the algorithm's version on every match it proposes): the version
 * and the pair's score under the role's own criteria, null when the role or the person cannot be scored.
 * `db` may be a transaction.
 */
export async function proposalFor(db: Reader, roleId: number, jobseekerId: number, now: Date = new Date()): Promise<{ algorithmVersion: string; score: number | null }> {
  const [role] = await db.select({ answers: roles.answers }).from(roles).where(eq(roles.id, roleId)).limit(1);
  const profile = await profileForMatching(db, jobseekerId);
  if (!role || !profile) return { algorithmVersion: ALGORITHM_VERSION, score: null };
  return { algorithmVersion: ALGORITHM_VERSION, score: scoreOf(evaluateFactors(criteriaOf(role.answers), profile, now.toISOString().slice(0, 10))) };
}
