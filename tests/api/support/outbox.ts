import { desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../../src/server/db/database';
import { outboxMessages, type OutboxMessageRow } from '../../../src/server/db/schema';

/** The newest message the product sent to an address, as a person would find it in their inbox. */
export async function latestMailTo(db: AppDb, recipient: string): Promise<OutboxMessageRow> {
  const [message] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1);
  if (!message) throw new Error(`no e-mail was sent to ${recipient}`);
  return message;
}

export function linkParams(message: OutboxMessageRow): URLSearchParams {
  if (!message.link) throw new Error(`the e-mail "${message.subject}" has no link`);
  return new URL(message.link).searchParams;
}
