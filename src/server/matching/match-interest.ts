import { eq, type SQL } from 'drizzle-orm';
import { employers, matches, roles, users, type MatchRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { AppContext } from '../http/app-context';
import { notifyRecipients, sendPendingMails, staffFor, type PendingMails } from './match-notifications';
import type { InterestAnswer } from '../../shared/wire/match-requests-wire';

export const ALREADY_DECIDED = 'Staff have already acted on your answer to this match, so it cannot be changed here. Contact us if something changed.';

/**
 * Records the job seeker's answer to the confirm-match question on the match (spec 001 §4.1: staff then set job
 * seeker accept or reject with a note) and tells staff. The answer can be changed until staff act on it.
 */
export async function recordInterest(ctx: AppContext, where: SQL, answer: InterestAnswer): Promise<MatchRow> {
  const mails: PendingMails = [];
  const match = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(matches).where(where).for('update');
    if (!row) throw AppError.detail(404, 'No such match.');
    if (row.status !== 'confirm_match' || row.archived) throw AppError.detail(409, ALREADY_DECIDED);
    const now = ctx.clock.now();
    const interest = answer.interested ? 'interested' : 'not_interested';
    const note = answer.note?.trim() ? answer.note.trim() : null;
    const [updated] = await tx
      .update(matches)
      .set({ jobseekerInterest: interest, jobseekerInterestNote: note, jobseekerRespondedAt: now, jobseekerSeenAt: row.jobseekerSeenAt ?? now, updatedAt: now })
      .where(eq(matches.id, row.id))
      .returning();
    const [facts] = await tx
      .select({ title: roles.answers, uuid: roles.uuid, employerName: employers.name, firstName: users.firstName, lastName: users.lastName })
      .from(roles)
      .innerJoin(employers, eq(employers.id, roles.employerId))
      .innerJoin(users, eq(users.id, row.jobseekerId))
      .where(eq(roles.id, row.roleId));
    const title = typeof facts?.title.jobTitle === 'string' ? facts.title.jobTitle : 'Untitled role';
    const name = `${facts?.firstName ?? ''} ${facts?.lastName ?? ''}`.trim();
    const said = answer.interested ? 'is interested in' : 'is not interested in';
    await notifyRecipients(
      tx,
      ctx,
      await staffFor(tx, row.createdBy),
      {
        type: 'match_interest',
        title: `${name} ${said} ${title} (${facts?.employerName ?? ''})`,
        actionPath: `/role/matches/${facts?.uuid ?? ''}`,
        subject: `${name} ${said} ${title}`,
        lines: [
          `${name} answered the match with ${title} at ${facts?.employerName ?? 'the organization'}: ${answer.interested ? 'interested' : 'not interested'}.`,
          ...(note ? [`Their note: ${note}`] : []),
          `Set "Job seeker ${answer.interested ? 'accept' : 'reject'}" with a note when you have spoken to them:`,
        ],
      },
      mails,
    );
    return updated!;
  });
  await sendPendingMails(ctx, mails);
  return match;
}
