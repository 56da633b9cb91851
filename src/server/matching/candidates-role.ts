import { and, eq } from 'drizzle-orm';
import type { DbReader } from '../db/database';
import { employers, roleFiltersets, type RoleFiltersetRow, type RoleRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { isIdText } from '../http/ids';
import { NO_SUCH_ROLE, roleUuidParam, findRoleByUuid } from '../roles';
import { criteriaOf, type RoleCriteria } from './algorithm';
import { criteriaOfFilters } from './filterset-criteria';

export const NO_SUCH_FILTERSET = 'No such filter set.';

/** The role of a `{uuid}` path segment, or 404. */
export async function roleByUuid(db: DbReader, uuidParam: unknown): Promise<RoleRow> {
  const uuid = roleUuidParam(uuidParam);
  const role = await findRoleByUuid(db, uuid);
  if (!role) throw AppError.detail(404, NO_SUCH_ROLE);
  return role;
}

/** A filter set id from the query (`?filterset=`), or 404. */
export function filtersetIdParam(text: string): number {
  if (!isIdText(text)) throw AppError.detail(404, NO_SUCH_FILTERSET);
  return Number(text);
}

/** The role's own criteria: its answers, and its organisation's (where a role that names no metro area is done). */
export async function ownCriteriaOf(db: DbReader, role: Pick<RoleRow, 'answers' | 'employerId'>): Promise<RoleCriteria> {
  const [employer] = await db.select({ answers: employers.answers }).from(employers).where(eq(employers.id, role.employerId)).limit(1);
  return criteriaOf(role.answers, employer?.answers ?? {});
}

/** The criteria matching uses for a role: its own, or those of one of its saved filter sets (`?filterset=`). */
export async function criteriaFor(
  db: DbReader,
  role: RoleRow,
  filtersetParam: string | undefined,
): Promise<{ criteria: RoleCriteria; filterset: RoleFiltersetRow | null }> {
  const own = await ownCriteriaOf(db, role);
  if (filtersetParam === undefined) return { criteria: own, filterset: null };
  const id = filtersetIdParam(filtersetParam);
  const [filterset] = await db
    .select()
    .from(roleFiltersets)
    .where(and(eq(roleFiltersets.id, id), eq(roleFiltersets.roleId, role.id)))
    .limit(1);
  if (!filterset) throw AppError.detail(404, 'This role has no such filter set.');
  return { criteria: criteriaOfFilters(own, filterset.filters), filterset };
}

/** Today as the algorithm reads it: the server's calendar date (clock.ts). */
export { todayOf } from '../clock';
