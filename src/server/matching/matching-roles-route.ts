import type { ApiServer } from '../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_STATUSES } from '../db/schema/roles';
import { matchingRolesWireSchema } from '../../shared/wire/matching-roles-wire';
import { readRolesWithMatchCounts } from './matching-roles-repository';

// `status` narrows the list to roles in that lifecycle status; without it: open roles and any role with a match.
const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: [...ROLE_STATUSES] } },
} as const;

/**
 * GET /api/matching/roles/ (staff; path ours): the roles staff match for, each with its matches counted per
 * status, in one query rather than one call per role. Open roles come first, then the most recently active. The
 * counts are of live matches; the archived ones are one number beside them (`archived`).
 */
export async function matchingRolesRoute(app: ApiServer): Promise<void> {
  app.get(
    '/api/matching/roles/',
    { config: { signedIn: ['staff'] }, schema: { querystring: listQuerySchema, response: { 200: matchingRolesWireSchema } } },
    async (request) => {
      const rows = await readRolesWithMatchCounts(app.ctx.db, request.query.status);

      // The wire summary, with when the role was made to order the roles that never saw a match.
      type Summary = FromSchema<typeof matchingRolesWireSchema>['results'][number] & { createdAt: Date };
      const byRole = new Map<number, Summary>();
      for (const row of rows) {
        let summary = byRole.get(row.id);
        if (summary === undefined) {
          summary = {
            uuid: row.uuid,
            title: typeof row.title === 'string' && row.title.trim() !== '' ? row.title : 'Untitled role',
            status: row.status,
            employer_id: row.employerId,
            employer_name: row.employerName,
            published_at: row.publishedAt?.toISOString() ?? null,
            counts: {},
            total: 0,
            archived: Number(row.archived),
            last_match_at: null,
            createdAt: row.createdAt,
          };
          byRole.set(row.id, summary);
        }
        if (row.matchStatus !== null && row.n !== null) {
          summary.counts[row.matchStatus] = Number(row.n);
          summary.total += Number(row.n);
        }
        // The driver may hand an aggregate's timestamp back as text.
        if (row.lastAt !== null) summary.last_match_at = new Date(row.lastAt).toISOString();
      }
      const activity = (summary: Summary): string => summary.last_match_at ?? summary.published_at ?? summary.createdAt.toISOString();
      const results = [...byRole.values()]
        .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || activity(b).localeCompare(activity(a)) || a.uuid.localeCompare(b.uuid))
        .map(({ createdAt: _createdAt, ...summary }) => summary);
      return { count: results.length, results };
    },
  );
}
