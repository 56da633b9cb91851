import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDb, AppQueries, DbReader } from '../db/database';
import { employers, roles, uploadedFiles, type EmployerRow, type RoleRow } from '../db/schema';
import type { RoleStatus } from '../../shared/role-statuses';

/** The role of this uuid, as the row editRole locks. */
export function roleWithUuid(uuid: string): SQL {
  return eq(roles.uuid, uuid);
}

/** The role of this id, as the row editRole locks. */
export function roleWithId(id: number): SQL {
  return eq(roles.id, id);
}

/** The role of the organisation holding record `id` in the list question `field`, as the row editRole locks. */
export function roleHoldingRecord(employerId: number, field: string, id: number): SQL {
  return sql`${eq(roles.employerId, employerId)} and ${roles.answers} @> ${JSON.stringify({ [field]: [{ id }] })}::jsonb`;
}

export async function findRoleByUuid(db: DbReader, uuid: string): Promise<RoleRow | undefined> {
  const [role] = await db.select().from(roles).where(eq(roles.uuid, uuid)).limit(1);
  return role;
}

/** The role locked for the rest of the transaction. */
export async function lockRoleByUuid(tx: AppQueries, uuid: string): Promise<RoleRow | undefined> {
  const [row] = await tx.select().from(roles).where(eq(roles.uuid, uuid)).limit(1).for('update');
  return row;
}

type EmployerSummary = Pick<EmployerRow, 'id' | 'name' | 'slug'>;

/** Roles in `status` (any: every status) of one organisation (none named: every organisation), with their organisation. */
export async function listRoles(db: AppDb, filter: { status?: RoleStatus; employerId?: number }): Promise<{ role: RoleRow; employer: EmployerSummary }[]> {
  const filters: SQL[] = [];
  if (filter.status !== undefined) filters.push(eq(roles.status, filter.status));
  if (filter.employerId !== undefined) filters.push(eq(roles.employerId, filter.employerId));
  // The review queue is read oldest first, as it is worked through; otherwise the newest role leads.
  const order = filter.status === 'in_review' ? [asc(roles.submittedAt), asc(roles.id)] : [desc(roles.createdAt), desc(roles.id)];
  return db
    .select({ role: roles, employer: { id: employers.id, name: employers.name, slug: employers.slug } })
    .from(roles)
    .innerJoin(employers, eq(roles.employerId, employers.id))
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(...order);
}

/** How many of the organisation's roles are in one of `statuses`. */
export async function countRolesOfEmployer(db: AppDb, employerId: number, statuses: readonly RoleStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(roles)
    .where(and(eq(roles.employerId, employerId), inArray(roles.status, [...statuses])));
  return row?.n ?? 0;
}

/** The organisation's open roles, the most recently published first. */
export async function listOpenRolesOfEmployer(db: AppDb, employerId: number): Promise<RoleRow[]> {
  return db
    .select()
    .from(roles)
    .where(and(eq(roles.employerId, employerId), eq(roles.status, 'open')))
    .orderBy(desc(roles.publishedAt), desc(roles.id));
}

export interface OpenRoleOnBoard {
  role: RoleRow;
  company: string;
  slug: string;
  employerAnswers: EmployerRow['answers'];
}

/** The marketplace's `limit` most recently published open roles, with their organisation's name, address and answers. */
export async function listNewestOpenRoles(db: AppDb, limit: number): Promise<OpenRoleOnBoard[]> {
  return db
    .select({ role: roles, company: employers.name, slug: employers.slug, employerAnswers: employers.answers })
    .from(roles)
    .innerJoin(employers, eq(roles.employerId, employers.id))
    .where(eq(roles.status, 'open'))
    .orderBy(desc(roles.publishedAt), desc(roles.id))
    .limit(limit);
}

export async function insertRole(db: AppDb, values: typeof roles.$inferInsert): Promise<RoleRow> {
  const [role] = await db.insert(roles).values(values).returning();
  return role!;
}

export async function deleteRole(tx: AppQueries, id: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.id, id));
}

/** The role's stored job file, once its answer no longer points to it. */
export async function deleteRoleJobFiles(tx: AppQueries, roleId: number): Promise<void> {
  await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.roleId, roleId), eq(uploadedFiles.purpose, 'job_file')));
}
