import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { roles } from '../db/schema';
import { authOf, requireAuth } from '../auth/authenticate';
import { requireUserType } from '../auth/require-user-type';
import type { Flow } from '../../flows';
import { roleListing } from '../roles/role-listing';

function roleWire(role: typeof roles.$inferSelect, flow: Flow | undefined) {
  const listing = roleListing(role, flow);
  return {
    uuid: role.uuid,
    status: role.status,
    job_title: typeof role.answers.jobTitle === 'string' ? role.answers.jobTitle : null,
    job_type: listing.jobType,
    location: listing.location,
    created_at: role.createdAt.toISOString(),
    published_at: role.publishedAt?.toISOString() ?? null,
  };
}

/**
 * The organisation's roles, for the employee home: GET /api/employer/role/ (the collection of POST
 * /api/employer/role). The organisation itself is in organisation-routes.ts.
 */
export async function employerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth);

  app.get('/api/employer/role/', { preHandler: requireUserType('employee') }, async (request) => {
    const { employerId } = authOf(request).user;
    if (employerId === null) return { results: [] };
    const rows = await app.ctx.db.select().from(roles).where(eq(roles.employerId, employerId)).orderBy(desc(roles.createdAt), desc(roles.id));
    return { results: rows.map((role) => roleWire(role, app.ctx.flows.latest('role'))) };
  });
}
