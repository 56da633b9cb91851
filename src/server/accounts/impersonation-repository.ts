import type { AppDb } from '../db/database';
import { impersonationEvents } from '../db/schema';

type ImpersonationEvent = Omit<typeof impersonationEvents.$inferInsert, 'id'>;

/** Appends to the audit log of staff acting as employees; its rows are never changed or deleted. */
export async function recordImpersonationEvent(db: AppDb, event: ImpersonationEvent): Promise<void> {
  await db.insert(impersonationEvents).values(event);
}
