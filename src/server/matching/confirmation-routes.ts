import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { employers, matches, roles } from '../db/schema';
import { AppError } from '../errors/app-error';
import { interestBodySchema, recordInterest, type InterestAnswer } from './match-interest';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNKNOWN_LINK = 'This link does not lead to a match. Open the newest e-mail about it, or sign in to see your matches.';

function tokenParam(value: string): string {
  if (!UUID.test(value)) throw AppError.detail(404, UNKNOWN_LINK);
  return value.toLowerCase();
}

/**
 * The link in the confirm-match e-mail (public: the match's unguessable confirmation token is the credential):
 * what the match is about, and the job seeker's answer. It tells nothing about the person beyond the match.
 */
export async function matchConfirmationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  async function confirmation(token: string) {
    const [row] = await ctx.db
      .select({ title: roles.answers, employerName: employers.name, status: matches.status, archived: matches.archived, interest: matches.jobseekerInterest })
      .from(matches)
      .innerJoin(roles, eq(roles.id, matches.roleId))
      .innerJoin(employers, eq(employers.id, roles.employerId))
      .where(eq(matches.confirmationToken, token));
    if (!row) throw AppError.detail(404, UNKNOWN_LINK);
    const title = row.title.jobTitle;
    return {
      role_title: typeof title === 'string' && title.trim() !== '' ? title : 'Untitled role',
      employer_name: row.employerName,
      status: row.status,
      archived: row.archived,
      answered: row.interest !== null,
      jobseeker_interest: row.interest,
      /** Whether an answer can still be given or changed (staff have not acted on it yet). */
      open: row.status === 'confirm_match' && !row.archived,
    };
  }

  app.get<{ Params: { token: string } }>('/api/matches/confirmation/:token/', async (request) => confirmation(tokenParam(request.params.token)));

  app.post<{ Params: { token: string }; Body: InterestAnswer }>(
    '/api/matches/confirmation/:token/',
    { schema: { body: interestBodySchema } },
    async (request) => {
      const token = tokenParam(request.params.token);
      await recordInterest(ctx, eq(matches.confirmationToken, token), request.body);
      return confirmation(token);
    },
  );
}
