import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { flowDrafts } from '../../db/schema';

export interface SavedDraft {
  document: Record<string, unknown>;
  updatedAt: Date;
}

/** A staff member's draft of a flow, or undefined when they keep none. */
export async function findFlowDraft(db: AppDb, flowId: string, staffId: number): Promise<SavedDraft | undefined> {
  const [row] = await db
    .select({ document: flowDrafts.document, updatedAt: flowDrafts.updatedAt })
    .from(flowDrafts)
    .where(and(eq(flowDrafts.flowId, flowId), eq(flowDrafts.staffId, staffId)));
  return row;
}

/** Keeps the staff member's draft of a flow (one per flow each), replacing the one before; null forgets it. */
export async function keepFlowDraft(
  db: AppDb,
  flowId: string,
  staffId: number,
  document: Record<string, unknown> | null,
  now: Date,
): Promise<SavedDraft | undefined> {
  if (document === null) {
    await db.delete(flowDrafts).where(and(eq(flowDrafts.flowId, flowId), eq(flowDrafts.staffId, staffId)));
    return undefined;
  }
  const [row] = await db
    .insert(flowDrafts)
    .values({ flowId, staffId, document, updatedAt: now })
    .onConflictDoUpdate({ target: [flowDrafts.flowId, flowDrafts.staffId], set: { document: sql`excluded.document`, updatedAt: sql`excluded.updated_at` } })
    .returning({ document: flowDrafts.document, updatedAt: flowDrafts.updatedAt });
  return row;
}
