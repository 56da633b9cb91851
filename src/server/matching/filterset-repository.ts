import { asc, eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { roleFiltersets, roles, type RoleFiltersetRow, type RoleRow } from '../db/schema';

/** The filter set with the role it belongs to. */
export async function findFiltersetWithRole(db: AppDb, id: number): Promise<{ row: RoleFiltersetRow; role: RoleRow } | undefined> {
  const [found] = await db
    .select({ row: roleFiltersets, role: roles })
    .from(roleFiltersets)
    .innerJoin(roles, eq(roles.id, roleFiltersets.roleId))
    .where(eq(roleFiltersets.id, id))
    .limit(1);
  return found;
}

/** The role's filter sets, oldest first. */
export async function listRoleFiltersets(db: AppDb, roleId: number): Promise<RoleFiltersetRow[]> {
  return db.select().from(roleFiltersets).where(eq(roleFiltersets.roleId, roleId)).orderBy(asc(roleFiltersets.createdAt), asc(roleFiltersets.id));
}

export async function insertFilterset(db: AppDb, values: typeof roleFiltersets.$inferInsert): Promise<RoleFiltersetRow> {
  const [row] = await db.insert(roleFiltersets).values(values).returning();
  return row!;
}

/** The filter set as changed; undefined when it was deleted meanwhile. */
export async function updateFilterset(db: AppDb, id: number, changes: Partial<RoleFiltersetRow>): Promise<RoleFiltersetRow | undefined> {
  const [updated] = await db.update(roleFiltersets).set(changes).where(eq(roleFiltersets.id, id)).returning();
  return updated;
}

export async function deleteFilterset(db: AppDb, id: number): Promise<void> {
  await db.delete(roleFiltersets).where(eq(roleFiltersets.id, id));
}
