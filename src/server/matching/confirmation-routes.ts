import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { recordInterest } from './match-interest';
import { matchWithConfirmationToken, readMatchConfirmation } from './match-repository';
import { interestBodySchema, type InterestAnswer } from '../../shared/wire/match-requests-wire';
import { matchConfirmationWireSchema } from '../../shared/wire/match-confirmation-wire';
import type { FromSchema } from 'json-schema-to-ts';

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
export async function matchConfirmationRoutes(app: ApiServer): Promise<void> {
  const { ctx } = app;

  async function confirmation(token: string): Promise<FromSchema<typeof matchConfirmationWireSchema>> {
    const row = await readMatchConfirmation(ctx.db, token);
    if (!row) throw AppError.detail(404, UNKNOWN_LINK);
    const title = row.title.jobTitle;
    return {
      role_title: typeof title === 'string' && title.trim() !== '' ? title : 'Untitled role',
      employer_name: row.employerName,
      status: row.status,
      archived: row.archived,
      answered: row.interest !== null,
      // A text column, written only by recordInterest with one of the two answers.
      jobseeker_interest: row.interest as FromSchema<typeof matchConfirmationWireSchema>['jobseeker_interest'],
      open: row.status === 'confirm_match' && !row.archived,
    };
  }

  // Answered by the wire contract's schema: a field left out of it never reaches the public link.
  const response = { 200: matchConfirmationWireSchema } as const;

  app.get<{ Params: { token: string } }>('/api/matches/confirmation/:token/', { schema: { response } }, async (request) =>
    confirmation(tokenParam(request.params.token)),
  );

  app.post<{ Params: { token: string }; Body: InterestAnswer }>(
    '/api/matches/confirmation/:token/',
    { schema: { body: interestBodySchema, response } },
    async (request) => {
      const token = tokenParam(request.params.token);
      await recordInterest(ctx, matchWithConfirmationToken(token), request.body);
      return confirmation(token);
    },
  );
}
