import { eq } from 'drizzle-orm';
import type { AppQueries } from '../db/database';
import { roleFeedback, roles, type RoleFeedbackRow, type RoleRow } from '../db/schema';

export async function insertRoleFeedback(tx: AppQueries, values: typeof roleFeedback.$inferInsert): Promise<RoleFeedbackRow> {
  const [inserted] = await tx.insert(roleFeedback).values(values).returning();
  return inserted!;
}

/** The feedback item with its role, locked for the rest of the transaction. */
export async function lockFeedbackWithRole(tx: AppQueries, id: number): Promise<{ item: RoleFeedbackRow; role: RoleRow } | undefined> {
  const [found] = await tx
    .select({ item: roleFeedback, role: roles })
    .from(roleFeedback)
    .innerJoin(roles, eq(roleFeedback.roleId, roles.id))
    .where(eq(roleFeedback.id, id))
    .limit(1)
    .for('update');
  return found;
}

export async function updateRoleFeedback(tx: AppQueries, id: number, changes: Partial<RoleFeedbackRow>): Promise<RoleFeedbackRow> {
  const [item] = await tx.update(roleFeedback).set(changes).where(eq(roleFeedback.id, id)).returning();
  return item!;
}
