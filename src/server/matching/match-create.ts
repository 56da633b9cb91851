import { threadOfMatch } from '../messages';
import { eq } from 'drizzle-orm';
import { matchEvents, matches, roles, type MatchRow, type UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { AppContext } from '../http/app-context';
import { openToMatching } from '../settings';
import { findRoleByUuid } from '../roles';
import { findJobseeker } from './candidate-repository';
import { matchProposal, proposalNote } from './match-proposal';
import { enqueueConfirmMatchEmail } from './match-confirm-email';
import { proposalRefusal } from '../../shared/match-transitions';

export const NO_SUCH_JOBSEEKER = 'No such job seeker.';

export interface NewMatch {
  roleUuid: string;
  jobseekerId: number;
  /** The staff member proposing it (null: seeders). */
  createdBy: UserRow | null;
  note?: string | null;
}

/**
 * Proposes a job seeker for a role (status confirm_match): the role must be open, the job seeker open to
 * matching, the pair new. Records the algorithm's version and score, the creation event, and schedules the
 * confirm-match e-mail for the next morning, all in one transaction.
 */
export async function createMatch(ctx: AppContext, input: NewMatch): Promise<MatchRow> {
  const { db } = ctx;
  const role = await findRoleByUuid(db, input.roleUuid);
  if (!role) throw AppError.detail(404, 'No such role.');
  const jobseeker = await findJobseeker(db, input.jobseekerId);
  if (!jobseeker) throw AppError.detail(404, NO_SUCH_JOBSEEKER);
  const refusal = proposalRefusal(role.status);
  if (refusal !== null) throw AppError.detail(409, refusal);
  if (!(await openToMatching(db, jobseeker.id)))
    throw AppError.detail(409, 'This job seeker has turned matching off in their settings, so they cannot be proposed.');
  // Read before the transaction: the algorithm reads through the pool, and PGlite has one connection.
  const proposal = await matchProposal(ctx, role.id, jobseeker.id);
  const now = ctx.clock.now();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ status: roles.status }).from(roles).where(eq(roles.id, role.id)).for('update');
    if (locked?.status !== 'open') throw AppError.detail(409, 'The role is no longer open: matches are proposed for open roles only.');
    const [match] = await tx
      .insert(matches)
      .values({
        roleId: role.id,
        jobseekerId: jobseeker.id,
        status: 'confirm_match',
        algorithmVersion: proposal.algorithmVersion,
        score: proposal.score,
        createdBy: input.createdBy?.id ?? null,
        statusChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [matches.roleId, matches.jobseekerId] })
      .returning();
    if (!match) throw AppError.detail(409, 'This job seeker already has a match for this role.');
    const note = proposalNote(proposal.failedFilters, input.note?.trim() ? input.note.trim() : null);
    await tx
      .insert(matchEvents)
      .values({ matchId: match.id, actorId: input.createdBy?.id ?? null, fromStatus: null, toStatus: 'confirm_match', note, createdAt: now });
    await enqueueConfirmMatchEmail(tx, ctx, match);
    // Its conversation is made with it (issue 12), so every party finds it from the start.
    await threadOfMatch(tx, match.id, now);
    return match;
  });
}
