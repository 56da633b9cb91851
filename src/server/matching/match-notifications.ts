import { and, eq, inArray } from 'drizzle-orm';
import type { AppQueries } from '../db/database';
import { notificationSubscriptions, users, type UserRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import type { MailMessage } from '../mail/mail-message';
import { notify, type NotificationType } from '../notifications';

/**
 * E-mails written while a transaction is open, sent once it has committed: the mailer writes the outbox through
 * the pool (on PGlite a second connection would wait on the open transaction), and a rolled-back move must not
 * have told anyone anything.
 */
export type PendingMails = MailMessage[];

export type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

export interface MatchNotice {
  type: NotificationType;
  /** The bell's line. */
  title: string;
  /** Where the person acts, a path of the web app. */
  actionPath: string;
  subject: string;
  /** The e-mail's paragraphs after the greeting. */
  lines: string[];
}

/**
 * A bell notification for each recipient (in `db`, so it commits with the event) and an e-mail for each who has
 * not unsubscribed from this kind, queued in `mails` for after the commit. The e-mail carries the action link
 * and the unsubscribe link of its notification.
 */
export async function notifyRecipients(
  db: AppQueries,
  ctx: Pick<AppContext, 'config' | 'clock'>,
  recipients: readonly Recipient[],
  notice: MatchNotice,
  mails: PendingMails,
): Promise<void> {
  if (recipients.length === 0) return;
  const unsubscribed = new Set(
    (
      await db
        .select({ userId: notificationSubscriptions.userId })
        .from(notificationSubscriptions)
        .where(
          and(
            inArray(
              notificationSubscriptions.userId,
              recipients.map((recipient) => recipient.id),
            ),
            eq(notificationSubscriptions.type, notice.type),
            eq(notificationSubscriptions.subscribed, false),
          ),
        )
    ).map((row) => row.userId),
  );
  const now = ctx.clock.now();
  const link = `${ctx.config.publicUrl}${notice.actionPath}`;
  for (const recipient of new Map(recipients.map((person) => [person.id, person])).values()) {
    const row = await notify(db, { userId: recipient.id, type: notice.type, title: notice.title, actionUrl: notice.actionPath }, now);
    if (unsubscribed.has(recipient.id)) continue;
    mails.push({
      to: recipient.email,
      subject: notice.subject,
      text: [
        `Hello ${recipient.firstName},`,
        '',
        ...notice.lines,
        '',
        link,
        '',
        `To stop e-mails like this one: ${ctx.config.publicUrl}/notifications/unsubscribe/${row.uuid}`,
      ].join('\n'),
      link,
    });
  }
}

/** Sends what a committed transaction queued; the mailer records failures rather than throwing. */
export async function sendPendingMails(ctx: Pick<AppContext, 'mailer'>, mails: PendingMails): Promise<void> {
  for (const mail of mails) await ctx.mailer.send(mail);
}

/** The staff who look after a match: whoever proposed it while they are still staff, otherwise every staff member. */
export async function staffFor(db: AppQueries, createdBy: number | null): Promise<Recipient[]> {
  const columns = { id: users.id, email: users.email, firstName: users.firstName };
  if (createdBy !== null) {
    const [creator] = await db
      .select(columns)
      .from(users)
      .where(and(eq(users.id, createdBy), eq(users.userType, 'staff')));
    if (creator) return [creator];
  }
  return db.select(columns).from(users).where(eq(users.userType, 'staff'));
}

/** The organisation's employees the matching page is granted to. */
export async function matchingEmployees(db: AppQueries, employerId: number): Promise<Recipient[]> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.employerId, employerId), eq(users.userType, 'employee'), eq(users.canAccessMatching, true)));
}
