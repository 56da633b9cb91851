import type { ApiServer } from '../http/api-server';
import { authOf } from '../auth/authenticate';
import { roleListing, listNewestOpenRoles } from '../roles';
import { profileForMatching, todayOf } from '../matching';
import { orderJobBoard } from './job-board-order';
import { jobBoardWireSchema, type jobBoardItemWireSchema } from '../../shared/wire/job-board-wire';
import type { FromSchema } from 'json-schema-to-ts';

const LISTED = 20;
/**
 * How many of the newest open roles are judged for a job seeker's board. Judging is pure TypeScript at a few
 * microseconds a role, so a few hundred keep the call fast while a busy marketplace still puts suitable roles on top.
 */
const JUDGED = 300;

/** GET /api/trulyhired/jobs: the job-board widget, fed by the marketplace's own open roles. */
export async function jobBoardRoute(app: ApiServer): Promise<void> {
  app.get('/api/trulyhired/jobs/', { config: { signedIn: true }, schema: { response: { 200: jobBoardWireSchema } } }, async (request) => {
    const { user } = authOf(request);
    const rows = await listNewestOpenRoles(app.ctx.db, user.userType === 'jobseeker' ? JUDGED : LISTED);
    const profile = user.userType === 'jobseeker' ? await profileForMatching(app.ctx.db, user.id) : null;
    const board = rows.map((row) => ({ ...row, id: row.role.id, answers: row.role.answers, postedAt: row.role.publishedAt ?? row.role.createdAt }));
    return {
      results: orderJobBoard(board, profile, todayOf(app.ctx.clock.now()))
        .slice(0, LISTED)
        .map(({ role: { role, company, slug, postedAt }, suits }): FromSchema<typeof jobBoardItemWireSchema> => {
          const listing = roleListing(role, app.ctx.flows.get('role', role.flowVersion ?? 0) ?? app.ctx.flows.latest('role'));
          return {
            title: listing.title,
            company,
            location: listing.location,
            job_type: listing.jobType,
            date_posted: postedAt.toISOString(),
            description: listing.description,
            url: `/employers/${encodeURIComponent(slug)}`,
            suits_you: suits,
          };
        }),
    };
  });
}
