import { eq } from 'drizzle-orm';
import { roles } from '../db/schema';
import type { AppContext } from '../http/app-context';
import { JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import { ALGORITHM_VERSION, criteriaOf, judge, profileOf } from './algorithm';

export interface MatchProposal {
  algorithmVersion: string | null;
  /** 0 to 100. */
  score: number | null;
}

/**
 * The algorithm's version and score for a proposed pair, stored on the match so a later algorithm does not
 * rewrite why it was made. Staff may propose someone the hard filters exclude (they know things the answers do
 * not say); the score is recorded all the same. Read before the match's transaction opens (the algorithm reads
 * through the pool, and PGlite has one connection).
 */
export async function matchProposal(ctx: Pick<AppContext, 'db' | 'clock'>, roleId: number, jobseekerId: number): Promise<MatchProposal> {
  const [role] = await ctx.db.select({ answers: roles.answers }).from(roles).where(eq(roles.id, roleId));
  const answers = await readFlowAnswers(ctx.db, jobseekerId, JOBSEEKER_FLOW);
  if (!role) return { algorithmVersion: null, score: null };
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const verdict = judge(criteriaOf(role.answers), profileOf(answers?.answers ?? {}), today);
  return { algorithmVersion: ALGORITHM_VERSION, score: Math.round(verdict.score) };
}
