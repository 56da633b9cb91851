import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { employers, roles } from '../db/schema';
import { AppError } from '../errors/app-error';
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
 * The employee's own organisation and its roles, for the employee home. Paths: GET /api/employers/{id}/
 * (the spec's PATCH/DELETE resource) and GET /api/employer/role/ (the collection of POST /api/employer/role).
 */
export async function employerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth);

  app.get<{ Params: { id: string } }>('/api/employers/:id/', async (request) => {
    const { user } = authOf(request);
    const id = Number(request.params.id);
    const allowed = user.userType === 'staff' || (user.employerId !== null && user.employerId === id);
    if (!Number.isSafeInteger(id) || !allowed) throw AppError.detail(404, 'No such organisation.');
    const [employer] = await app.ctx.db.select().from(employers).where(eq(employers.id, id)).limit(1);
    if (!employer) throw AppError.detail(404, 'No such organisation.');
    return { id: employer.id, name: employer.name, created_at: employer.createdAt.toISOString() };
  });

  app.get('/api/employer/role/', { preHandler: requireUserType('employee') }, async (request) => {
    const { employerId } = authOf(request).user;
    if (employerId === null) return { results: [] };
    const rows = await app.ctx.db.select().from(roles).where(eq(roles.employerId, employerId)).orderBy(desc(roles.createdAt), desc(roles.id));
    return { results: rows.map((role) => roleWire(role, app.ctx.flows.latest('role'))) };
  });
}
