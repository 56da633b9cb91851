import { and, eq } from 'drizzle-orm';
import { users, type RoleRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import { notifyRecipients, type MatchNotice, type PendingMails, type Recipient } from '../matching';
import type { AppQueries } from '../db/database';
import { roleTitleOf, UNTITLED_ROLE } from './role-title';

/** The organisation's employees who may edit roles: the people who act on staff feedback. */
async function roleEditors(db: AppQueries, employerId: number): Promise<Recipient[]> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.employerId, employerId), eq(users.userType, 'employee'), eq(users.canEditRoles, true)));
}

type RoleNoticeRole = Pick<RoleRow, 'employerId' | 'uuid' | 'answers'>;

/** What staff's review of a role means for its editors, as a bell line and an e-mail. */
export type RoleReviewEvent = { kind: 'approved' } | { kind: 'returned'; openItems: number } | { kind: 'feedback'; body: string };

function items(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

function noticeOf(title: string, uuid: string, event: RoleReviewEvent): MatchNotice {
  const actionPath = `/role/${uuid}`;
  switch (event.kind) {
    case 'approved':
      return {
        type: 'role_approved',
        title: `${title} was approved and is open`,
        actionPath,
        subject: `${title} is open to candidates`,
        lines: [`Our staff approved ${title}, and it is now open. We are looking for candidates and will tell you when one is ready for you to review.`],
      };
    case 'returned':
      return {
        type: 'role_feedback',
        title: `${title} came back with staff feedback`,
        actionPath,
        subject: `Staff feedback on ${title}`,
        lines: [
          `Our staff reviewed ${title} and sent it back with ${items(event.openItems)} of feedback. Open the role, resolve each item, and publish it again.`,
        ],
      };
    case 'feedback':
      return {
        type: 'role_feedback',
        title: `Staff feedback on ${title}`,
        actionPath,
        subject: `Staff feedback on ${title}`,
        lines: [`Our staff wrote feedback on ${title}:`, '', event.body, '', 'Open the role to read it and mark it resolved.'],
      };
  }
}

/**
 * Tells the role's editors of staff's review (issue 22): a bell notification each, in `db` so it commits with the
 * change, and an e-mail queued in `mails` for after the commit, unless they unsubscribed from the kind.
 */
export async function notifyRoleEditors(
  db: AppQueries,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  role: RoleNoticeRole,
  event: RoleReviewEvent,
  mails: PendingMails,
): Promise<void> {
  const title = roleTitleOf(role.answers) ?? UNTITLED_ROLE;
  await notifyRecipients(db, ctx, await roleEditors(db, role.employerId), noticeOf(title, role.uuid, event), mails);
}
