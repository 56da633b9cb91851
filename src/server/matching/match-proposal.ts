import type { AppContext } from '../http/app-context';
import { proposalFor } from './candidates-proposal';

export interface MatchProposal {
  algorithmVersion: string | null;
  /** 0 to 100; null when the job seeker has no answers to score. */
  score: number | null;
}

/**
 * The algorithm's version and score for a proposed pair (helper A's `proposalFor`), stored on the match so a later
 * algorithm does not rewrite why it was made. Staff may propose someone the hard filters exclude (they know things
 * the answers do not say); the score is recorded all the same. Scored on the app's clock (the start-date factor).
 */
export async function matchProposal(ctx: Pick<AppContext, 'db' | 'clock'>, roleId: number, jobseekerId: number): Promise<MatchProposal> {
  const proposal = await proposalFor(ctx.db, roleId, jobseekerId, ctx.clock.now());
  // The column is an integer: points are whole today, and a fractional factor later must not fail the insert.
  return { algorithmVersion: proposal.algorithmVersion, score: proposal.score === null ? null : Math.round(proposal.score) };
}
