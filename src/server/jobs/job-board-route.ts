import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { employers, roles } from '../db/schema';
import { requireAuth } from '../auth/authenticate';
import { roleListing } from '../roles/role-listing';

const LISTED = 20;

/** GET /api/trulyhired/jobs: the job-board widget, fed by the marketplace's own open roles. */
export async function jobBoardRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/trulyhired/jobs/', { preHandler: requireAuth }, async () => {
    const rows = await app.ctx.db
      .select({ role: roles, company: employers.name, slug: employers.slug })
      .from(roles)
      .innerJoin(employers, eq(roles.employerId, employers.id))
      .where(eq(roles.status, 'open'))
      .orderBy(desc(roles.publishedAt), desc(roles.id))
      .limit(LISTED);
    return {
      results: rows.map(({ role, company, slug }) => {
        const listing = roleListing(role, app.ctx.flows.get('role', role.flowVersion ?? 0) ?? app.ctx.flows.latest('role'));
        return {
          title: listing.title,
          company,
          location: listing.location,
          job_type: listing.jobType,
          date_posted: (role.publishedAt ?? role.createdAt).toISOString(),
          description: listing.description,
          url: `/employers/${encodeURIComponent(slug)}`,
        };
      }),
    };
  });
}
