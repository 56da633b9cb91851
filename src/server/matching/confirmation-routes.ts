import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { recordInterest } from './match-interest';
import { matchWithConfirmationToken, readMatchConfirmation } from './match-repository';
import { interestBodySchema } from '../../shared/wire/match-requests-wire';
import { matchConfirmationWireSchema } from '../../shared/wire/match-confirmation-wire';
import type { FromSchema } from 'json-schema-to-ts';
import { pathParams, uuidPath } from '../http/path-params';

const UNKNOWN_LINK = 'This link does not lead to a match. Open the newest e-mail about it, or sign in to see your matches.';
/** The token is a uuid; one that is not leads nowhere (404). */
const params = pathParams({ token: uuidPath(UNKNOWN_LINK) });

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

  app.get('/api/matches/confirmation/:token/', { schema: { params, response } }, async (request) => confirmation(request.params.token.toLowerCase()));

  app.post('/api/matches/confirmation/:token/', { schema: { params, body: interestBodySchema, response } }, async (request) => {
    const token = request.params.token.toLowerCase();
    await recordInterest(ctx, matchWithConfirmationToken(token), request.body);
    return confirmation(token);
  });
}
