import { and, eq } from 'drizzle-orm';
import { notificationSubscriptions, users } from '../db/schema';
import type { AppContext } from '../http/app-context';
import { enqueueJob, type QueueDb } from '../queue/enqueue-job';
import type { JobHandler } from '../queue/job-worker';
import { loadThreadSubject, readerOf, threadById } from './thread-access';
import { unreadInThread } from './thread-list';
import { threadTitle } from './thread-wire';

export const MESSAGE_EMAIL = 'message-email';
/**
 * "When they are away" (issue 12): someone who has not read a new message within this time gets one e-mail for
 * what is still unread in that conversation; whoever reads it in the app first gets none.
 */
export const MESSAGE_EMAIL_DELAY_MS = 10 * 60_000;

/** Schedules the e-mail for one recipient; one pending e-mail per person and conversation covers every message. */
export async function scheduleMessageEmail(db: QueueDb, now: Date, threadId: number, userId: number, notificationUuid: string): Promise<void> {
  await enqueueJob(db, {
    kind: MESSAGE_EMAIL,
    payload: { threadId, userId, notificationUuid },
    runAt: new Date(now.getTime() + MESSAGE_EMAIL_DELAY_MS),
    singletonKey: `${MESSAGE_EMAIL}:${threadId}:${userId}`,
  });
}

const sendMessageEmail: JobHandler = async (job, ctx: AppContext) => {
  const { threadId, userId, notificationUuid } = job.payload as { threadId: number; userId: number; notificationUuid: string };
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const thread = await threadById(ctx.db, threadId).catch(() => null);
  if (!thread) return;
  const subject = await loadThreadSubject(ctx.db, thread);
  // They may have lost sight of it since (a match moved back, access withdrawn): then there is nothing to tell.
  let side;
  try {
    side = readerOf(subject, user).side;
  } catch {
    return;
  }
  const unread = await unreadInThread(ctx.db, threadId, userId, side);
  if (unread === 0) return;
  const [unsubscribed] = await ctx.db
    .select({ subscribed: notificationSubscriptions.subscribed })
    .from(notificationSubscriptions)
    .where(and(eq(notificationSubscriptions.userId, userId), eq(notificationSubscriptions.type, 'message'), eq(notificationSubscriptions.subscribed, false)))
    .limit(1);
  if (unsubscribed) return;
  const title = threadTitle(subject, side);
  const link = `${ctx.config.publicUrl}/messages?thread=${threadId}`;
  // Only the count and the conversation's name: the words stay in the app, behind sign-in.
  await ctx.mailer.send({
    to: user.email,
    subject: `${unread === 1 ? 'A new message' : `${unread} new messages`}: ${title}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `You have ${unread === 1 ? 'a new message' : `${unread} new messages`} in the conversation "${title}".`,
      'Read and answer it on the marketplace:',
      '',
      link,
      '',
      `To stop e-mails like this one: ${ctx.config.publicUrl}/notifications/unsubscribe/${notificationUuid}`,
    ].join('\n'),
    link,
  });
};

export const MESSAGE_JOB_HANDLERS: Record<string, JobHandler> = { [MESSAGE_EMAIL]: sendMessageEmail };
