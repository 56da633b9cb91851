import type { UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { MessageAudience } from '../../shared/message-visibility';
import type { AppContext } from '../http/app-context';
import { findUserById } from '../accounts';
import { hasUnsubscribed } from '../notifications';
import { enqueueJob, type QueueDb } from '../queue/enqueue-job';
import type { JobHandler } from '../queue/job-worker';
import { loadThreadSubject, readerOf, threadById, type ThreadSubject } from './thread-access';
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

/**
 * Whether `error` is the thread access rules saying the reader may no longer see the conversation (it is gone, or
 * their access was withdrawn): then there is nothing to tell. Anything else (the database failing, say) is thrown
 * on, so the job worker logs it with the job and tries the e-mail again later.
 */
function lostSightOfThread(error: unknown): boolean {
  return error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404);
}

/** The side `userId` reads the thread as now, or null when the thread is gone or no longer theirs to read. */
async function readerNow(ctx: AppContext, threadId: number, user: UserRow): Promise<{ subject: ThreadSubject; side: MessageAudience } | null> {
  try {
    const subject = await loadThreadSubject(ctx.db, await threadById(ctx.db, threadId));
    return { subject, side: readerOf(subject, user).side };
  } catch (error) {
    if (lostSightOfThread(error)) return null;
    throw error;
  }
}

const sendMessageEmail: JobHandler = async (job, ctx: AppContext) => {
  const { threadId, userId, notificationUuid } = job.payload as { threadId: number; userId: number; notificationUuid: string };
  const user = await findUserById(ctx.db, userId);
  if (!user) return;
  // They may have lost sight of it since (a match moved back, access withdrawn): then there is nothing to tell.
  const reader = await readerNow(ctx, threadId, user);
  if (!reader) return;
  const { subject, side } = reader;
  const unread = await unreadInThread(ctx.db, threadId, userId, side);
  if (unread === 0) return;
  if (await hasUnsubscribed(ctx.db, userId, 'message')) return;
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
