import type { AppContext } from '../http/app-context';
import { proposalWithFailedFilters } from './candidates-proposal';

export interface MatchProposal {
  algorithmVersion: string | null;
  /** 0 to 100; null when the job seeker has no answers to score. */
  score: number | null;
  /** The role's filters the job seeker fails, in words; empty when they pass every one. */
  failedFilters: string[];
}

/**
 * The note the proposal's first event keeps when staff propose someone the role's filters exclude (issue 36 item 15),
 * with staff's own note after it: the match says the filters were overridden, and which.
 */
export function proposalNote(failedFilters: readonly string[], note: string | null): string | null {
  if (failedFilters.length === 0) return note;
  const overridden = `Proposed with the role's filters overridden: ${failedFilters.join('; ')}.`;
  return note === null ? overridden : `${overridden} ${note}`;
}

/**
 * The algorithm's version and score for a proposed pair (`proposalWithFailedFilters`), stored on the match so a later
 * algorithm does not rewrite why it was made. Staff may propose someone the hard filters exclude (they know things
 * the answers do not say); the score is recorded all the same. Scored on the app's clock (the start-date factor).
 */
export async function matchProposal(ctx: Pick<AppContext, 'db' | 'clock'>, roleId: number, jobseekerId: number): Promise<MatchProposal> {
  const proposal = await proposalWithFailedFilters(ctx.db, roleId, jobseekerId, ctx.clock.now());
  // The column is an integer: points are whole today, and a fractional factor later must not fail the insert.
  return {
    algorithmVersion: proposal.algorithmVersion,
    score: proposal.score === null ? null : Math.round(proposal.score),
    failedFilters: proposal.failedFilters,
  };
}
