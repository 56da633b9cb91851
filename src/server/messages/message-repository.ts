import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { matches, messageReads, messages, messageThreads, roles, users, type MessageRow } from '../db/schema';
import { matchScope, type MatchViewer } from '../matching';
import type { MessageAudience } from '../../shared/message-visibility';
import type { Author } from './thread-wire';

/** The authors of these ids that still have an account, by id; a deleted author is missing. */
export async function findAuthors(db: AppDb, ids: readonly (number | null)[]): Promise<Map<number, Author>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The thread's messages the side may read, oldest first (staff read everything). */
export async function messagesVisibleTo(db: AppDb, threadId: number, side: MessageAudience): Promise<MessageRow[]> {
  const visible = side === 'staff' ? eq(messages.threadId, threadId) : and(eq(messages.threadId, threadId), sql`${side} = any(${messages.visibility})`);
  return db.select().from(messages).where(visible).orderBy(asc(messages.id));
}

/** Whether the match exists and the viewer may see it. */
export async function isMatchVisible(db: AppDb, matchId: number, viewer: MatchViewer): Promise<boolean> {
  const [visible] = await db
    .select({ id: matches.id })
    .from(matches)
    .innerJoin(roles, eq(roles.id, matches.roleId))
    .where(and(eq(matches.id, matchId), matchScope(viewer)))
    .limit(1);
  return visible !== undefined;
}

/**
 * Adds the message to the thread, which moves to the top of lists. Writing is reading: the author has seen
 * everything up to their own message. For the caller's transaction.
 */
export async function appendMessage(
  tx: AppDb,
  message: { threadId: number; authorId: number; body: string; visibility: MessageAudience[]; createdAt: Date },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(message).returning();
  await tx.update(messageThreads).set({ lastMessageAt: message.createdAt }).where(eq(messageThreads.id, message.threadId));
  await tx
    .insert(messageReads)
    .values({ threadId: message.threadId, userId: message.authorId, lastReadMessageId: row!.id })
    .onConflictDoUpdate({ target: [messageReads.threadId, messageReads.userId], set: { lastReadMessageId: row!.id } });
  return row!;
}

/** The user has read the thread up to its newest message; a read mark never moves back. */
export async function markThreadRead(db: AppDb, threadId: number, userId: number): Promise<void> {
  const [latest] = await db
    .select({ id: sql<number>`max(${messages.id})` })
    .from(messages)
    .where(eq(messages.threadId, threadId));
  if (!latest?.id) return;
  await db
    .insert(messageReads)
    .values({ threadId, userId, lastReadMessageId: latest.id })
    .onConflictDoUpdate({
      target: [messageReads.threadId, messageReads.userId],
      set: { lastReadMessageId: sql`greatest(${messageReads.lastReadMessageId}, ${latest.id})` },
    });
}
