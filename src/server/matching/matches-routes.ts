import type { ApiServer } from '../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { isMatchStatus, MATCH_STATUS_VALUES, STAFF_ONLY_STATUSES } from '../../shared/match-statuses';
import { changeMatchStatus } from './change-match-status';
import { assertPipelineViewer, matchScope, matchViewer, NO_SUCH_MATCH, type MatchViewer } from './match-access';
import { candidateSummary } from './match-candidate';
import { createMatch } from './match-create';
import { recordInterest } from './match-interest';
import { sendPendingMails } from './match-notifications';
import { readMatch, type WireReader } from './match-wire';
import { listMatches, markMatchSeen, matchWithId, readMatchEvents, type MatchListFilter } from './match-repository';
import { MAX_INTEGER } from '../http/integer-bounds';
import { isUuid } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';
import { noContent } from '../http/answer-schemas';
import { matchEventsWireSchema, matchListWireSchema, matchWireSchema } from '../../shared/wire/match-wire';
import { matchCandidateWireSchema } from '../../shared/wire/match-candidate-wire';
import { interestBodySchema, matchListQuerySchema, statusChangeBodySchema, type MatchListQuery } from '../../shared/wire/match-requests-wire';

const createBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'jobseeker'],
  properties: {
    role: { type: 'string', maxLength: 100 },
    jobseeker: { type: 'integer', minimum: 1, maximum: MAX_INTEGER },
    note: { type: 'string', maxLength: 2000 },
  },
} as const;

// Answers are written by the wire contract's schema: a field left out of it never reaches a client.
const oneMatchResponse = { 200: matchWireSchema } as const;
const params = pathParams({ id: idPath(NO_SUCH_MATCH) });

function sideOf(viewer: MatchViewer): WireReader {
  return viewer.kind;
}

/** The filters of the list, each refused (400) with a sentence when it cannot mean anything. */
function listFilters(query: MatchListQuery): MatchListFilter {
  const filters: MatchListFilter = {};
  const problems: Record<string, string[]> = {};
  if (query.role !== undefined) {
    if (isUuid(query.role)) filters.roleUuid = query.role.toLowerCase();
    else problems.role = ["Give the role's uuid, e.g. role=3f0c…"];
  }
  if (query.status !== undefined) {
    if (isMatchStatus(query.status)) filters.status = query.status;
    else problems.status = [`Choose one of: ${MATCH_STATUS_VALUES.join(', ')}.`];
  }
  if (query.archived !== undefined) {
    if (query.archived === 'true' || query.archived === 'false') filters.archived = query.archived === 'true';
    else problems.archived = ['Use archived=true or archived=false.'];
  }
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
  return filters;
}

/**
 * The match pipeline (PLAN.md section B, issue 11 item 2): propose (staff), list and read (scoped to the caller),
 * move (PATCH, through changeMatchStatus), history, the job seeker's interest, the candidate's profile summary,
 * and marking a match seen.
 */
export async function matchesRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const { ctx } = app;

  /** The match if the viewer may see it; 404 otherwise, so ids cannot be probed. */
  async function visibleMatch(viewer: MatchViewer, idText: string): Promise<FromSchema<typeof matchWireSchema>> {
    const match = await readMatch(ctx.db, Number(idText), matchScope(viewer), sideOf(viewer));
    if (!match) throw AppError.detail(404, NO_SUCH_MATCH);
    return match;
  }

  app.post(
    '/api/matches/',
    { config: { signedIn: ['staff'] }, schema: { body: createBodySchema, response: { 201: matchWireSchema } } },
    async (request, reply) => {
      const { role, jobseeker, note } = request.body;
      if (!isUuid(role)) throw AppError.detail(404, 'No such role.');
      const match = await createMatch(ctx, { roleUuid: role.toLowerCase(), jobseekerId: jobseeker, createdBy: authOf(request).user, note });
      const created = await readMatch(ctx.db, match.id, undefined, 'staff');
      // Deleted by someone else in the moment since it was made: there is nothing left to show.
      if (!created) throw AppError.detail(404, NO_SUCH_MATCH);
      return reply.code(201).send(created);
    },
  );

  app.get('/api/matches/', { schema: { querystring: matchListQuerySchema, response: { 200: matchListWireSchema } } }, async (request) => {
    const viewer = matchViewer(request);
    const results = await listMatches(ctx.db, matchScope(viewer), listFilters(request.query), sideOf(viewer));
    return { count: results.length, results };
  });

  app.get('/api/matches/:id/', { schema: { params, response: oneMatchResponse } }, async (request) => visibleMatch(matchViewer(request), request.params.id));

  app.patch('/api/matches/:id/', { schema: { params, body: statusChangeBodySchema, response: oneMatchResponse } }, async (request) => {
    const viewer = matchViewer(request);
    const current = await visibleMatch(viewer, request.params.id);
    const { status, note, first_year_salary: firstYearSalary } = request.body;
    if (!isMatchStatus(status)) throw AppError.fields({ status: [`Choose one of: ${MATCH_STATUS_VALUES.join(', ')}.`] });
    const { mails } = await ctx.db.transaction((tx) => changeMatchStatus(tx, ctx, { match: current, to: status, actor: viewer.user, note, firstYearSalary }));
    await sendPendingMails(ctx, mails);
    return readMatch(ctx.db, current.id, undefined, sideOf(viewer));
  });

  // Notes on the staff-only steps (spec 001 §6) are staff's own working notes: the employer sees the step, not
  // the note. A word for the employer goes as a message, whose audience is chosen.
  app.get('/api/matches/:id/events/', { schema: { params, response: { 200: matchEventsWireSchema } } }, async (request) => {
    const viewer = matchViewer(request);
    assertPipelineViewer(viewer);
    const match = await visibleMatch(viewer, request.params.id);
    const rows = await readMatchEvents(ctx.db, match.id);
    // Text columns: the user type is kept by its check constraint, an event's statuses by the match moves that write them.
    type Event = FromSchema<typeof matchEventsWireSchema>[number];
    const userType = (value: string) => value as NonNullable<Event['actor']>['user_type'];
    return rows.map(({ event, actor }) => ({
      id: event.id,
      actor: actor === null ? null : { id: actor.id, first_name: actor.firstName, last_name: actor.lastName, user_type: userType(actor.userType) },
      from_status: event.fromStatus as Event['from_status'],
      to_status: event.toStatus as Event['to_status'],
      note: viewer.kind === 'staff' || !(STAFF_ONLY_STATUSES as readonly string[]).includes(event.toStatus) ? event.note : null,
      created_at: event.createdAt.toISOString(),
    }));
  });

  app.get('/api/matches/:id/candidate/', { schema: { params, response: { 200: matchCandidateWireSchema } } }, async (request) => {
    const viewer = matchViewer(request);
    assertPipelineViewer(viewer);
    const match = await visibleMatch(viewer, request.params.id);
    return candidateSummary(ctx, { id: match.jobseeker, firstName: match.jobseeker_first_name, lastName: match.jobseeker_last_name }, match.role);
  });

  app.post('/api/matches/:id/interest/', { schema: { params, body: interestBodySchema, response: oneMatchResponse } }, async (request) => {
    const viewer = matchViewer(request);
    const match = await visibleMatch(viewer, request.params.id);
    if (viewer.kind !== 'jobseeker')
      throw AppError.detail(403, 'Only the job seeker of the match answers it. Staff record their answer with "Job seeker accept" or "Job seeker reject".');
    await recordInterest(ctx, matchWithId(match.id), request.body);
    return readMatch(ctx.db, match.id, undefined, 'jobseeker');
  });

  app.post('/api/matches/:id/seen/', { schema: { params, response: { 204: noContent } } }, async (request, reply) => {
    const viewer = matchViewer(request);
    const match = await visibleMatch(viewer, request.params.id);
    const now = ctx.clock.now();
    // Staff opening a match does not make it seen for the organisation: the count is the employer's.
    if (viewer.kind === 'employee') await markMatchSeen(ctx.db, match.id, 'employer', now);
    if (viewer.kind === 'jobseeker') await markMatchSeen(ctx.db, match.id, 'jobseeker', now);
    return reply.code(204).send();
  });
}
