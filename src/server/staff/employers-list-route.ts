import type { ApiServer } from '../http/api-server';
import { asc, count, eq, sql } from 'drizzle-orm';
import { employers, roles, users } from '../db/schema';
import { requireAuth } from '../auth/authenticate';
import { requireUserType } from '../auth/require-user-type';
import { staffEmployerListWireSchema } from '../../shared/wire/staff-overview-wire';

/** GET /api/staff/employers/: every organisation with its member and role counts, for staff tools. */
export async function staffEmployersRoute(app: ApiServer): Promise<void> {
  app.get(
    '/api/staff/employers/',
    { preHandler: [requireAuth, requireUserType('staff')], schema: { response: { 200: staffEmployerListWireSchema } } },
    async () => {
      const members = app.ctx.db
        .select({ employerId: users.employerId, n: count().as('members') })
        .from(users)
        .groupBy(users.employerId)
        .as('members');
      const roleCounts = app.ctx.db
        .select({ employerId: roles.employerId, n: count().as('roles') })
        .from(roles)
        .groupBy(roles.employerId)
        .as('role_counts');
      const rows = await app.ctx.db
        .select({
          id: employers.id,
          name: employers.name,
          createdAt: employers.createdAt,
          members: sql<number>`coalesce(${members.n}, 0)`.mapWith(Number),
          roles: sql<number>`coalesce(${roleCounts.n}, 0)`.mapWith(Number),
        })
        .from(employers)
        .leftJoin(members, eq(members.employerId, employers.id))
        .leftJoin(roleCounts, eq(roleCounts.employerId, employers.id))
        .orderBy(asc(employers.name));
      return { results: rows.map((row) => ({ id: row.id, name: row.name, members: row.members, roles: row.roles, created_at: row.createdAt.toISOString() })) };
    },
  );
}
