import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { employers, roles } from '../db/schema';
import { requireAuth } from '../auth/authenticate';

const LISTED = 20;

/** GET /api/trulyhired/jobs: the job-board widget, fed by the marketplace's own published roles. */
export async function jobBoardRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/trulyhired/jobs/', { preHandler: requireAuth }, async () => {
    const rows = await app.ctx.db
      .select({ role: roles, company: employers.name })
      .from(roles)
      .innerJoin(employers, eq(roles.employerId, employers.id))
      .where(eq(roles.status, 'published'))
      .orderBy(desc(roles.publishedAt), desc(roles.id))
      .limit(LISTED);
    return {
      results: rows.map(({ role, company }) => ({
        title: role.jobTitle ?? 'Untitled role',
        company,
        location: role.location,
        job_type: role.jobType,
        date_posted: (role.publishedAt ?? role.createdAt).toISOString(),
        description: role.description,
        url: `/employers/${encodeURIComponent(company)}`,
      })),
    };
  });
}
