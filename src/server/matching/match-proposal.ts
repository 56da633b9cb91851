import type { AppContext } from '../http/app-context';

export interface MatchProposal {
  algorithmVersion: string | null;
  /** 0 to 100. */
  score: number | null;
}

/**
 * The algorithm's version and score for a proposed pair, stored on the match so a later algorithm does not
 * rewrite why it was made. Read before the match's transaction opens (the algorithm reads through the pool).
 */
export async function matchProposal(_ctx: AppContext, _roleId: number, _jobseekerId: number): Promise<MatchProposal> {
  // Until the algorithm lands (helper A's proposalFor), a match records no version or score.
  return { algorithmVersion: null, score: null };
}
