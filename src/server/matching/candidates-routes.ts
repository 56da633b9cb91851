import type { ApiServer } from '../http/api-server';
import { everyRouteSignedIn } from '../auth/signed-in';
import { AppError } from '../errors/app-error';
import { idPath, pathParams } from '../http/path-params';
import { MAX_PAGE, wholeNumberParam } from '../http/paging';
import { roleUuidParams } from '../roles';
import { ensureUniversitiesSeeded, universitiesByIds } from '../universities';
import { ALGORITHM_VERSION, judge, profileOf, valuesInWords, type FactorResult } from './algorithm';
import { backfillMatchProfiles } from './candidates-projection';
import { findJobseeker, matchAvailability } from './candidate-repository';
import { findMatchId } from './match-repository';
import { profileForMatching } from './candidates-proposal';
import { excludedCounts, findCandidates } from './candidates-query';
import { EXCLUDED_PAGE_SIZE, excludedPeople } from './candidates-excluded';
import { criteriaFor, roleByUuid, todayOf } from './candidates-role';
import { keysToWire } from '../../shared/wire-keys';
import { candidateExplanationWireSchema, candidateListWireSchema, excludedPageWireSchema } from '../../shared/wire/matching-candidates-wire';
import { closedPartial } from '../../shared/wire/schema-builders';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;
/** Past any list of candidates there can be; the bound keeps absurd numbers out of the SQL offset. */
const MAX_OFFSET = 9_999_999;

const listQuerySchema = closedPartial({
  limit: { type: 'string', maxLength: 12 },
  offset: { type: 'string', maxLength: 12 },
  filterset: { type: 'string', maxLength: 12 },
});

const excludedQuerySchema = closedPartial({
  page: { type: 'string', maxLength: 12 },
  search: { type: 'string', maxLength: 200 },
  filterset: { type: 'string', maxLength: 12 },
});

function pageOf(value: string | undefined): number {
  if (value === undefined) return 1;
  const page = wholeNumberParam(value, 1, MAX_PAGE);
  if (page === undefined) throw AppError.fields({ page: ['Choose a page from 1 on.'] });
  return page;
}

const detailQuerySchema = closedPartial({ filterset: { type: 'string', maxLength: 12 } });

function limitOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const limit = wholeNumberParam(value, 1, MAX_LIMIT);
  if (limit === undefined) throw AppError.fields({ limit: [`Choose a limit from 1 to ${MAX_LIMIT}.`] });
  return limit;
}

/** How many of the best to skip: a page of the list starts after them ("51–100 of 107" is offset 50). */
function offsetOf(value: string | undefined): number {
  if (value === undefined) return 0;
  const offset = wholeNumberParam(value, 0, MAX_OFFSET);
  if (offset === undefined) throw AppError.fields({ offset: ['Choose an offset of 0 or more (the number of candidates to skip).'] });
  return offset;
}

const factorWire = (factor: FactorResult) => ({ name: factor.name, points: factor.points, max_points: factor.maxPoints, reason: factor.reason });

/**
 * Staff matching (issue 11; paths ours): a role's best candidates with the reason for every point, and the whole
 * verdict on one person, why not included. Projections missing or written by another algorithm version are
 * rebuilt when the app starts.
 */
export async function candidatesRoutes(app: ApiServer): Promise<void> {
  app.addHook('onReady', async () => {
    await backfillMatchProfiles(app.ctx.db, app.ctx.flows, app.ctx.clock.now());
  });

  everyRouteSignedIn(app, ['staff']);
  const NO_SUCH_JOBSEEKER = 'No such job seeker.';
  const candidateParams = pathParams({ uuid: roleUuidParams.properties.uuid, jobseekerId: idPath(NO_SUCH_JOBSEEKER) });

  app.get(
    '/api/matching/roles/:uuid/candidates/',
    { schema: { params: roleUuidParams, querystring: listQuerySchema, response: { 200: candidateListWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const limit = limitOf(request.query.limit);
      const offset = offsetOf(request.query.offset);
      const role = await roleByUuid(db, request.params.uuid);
      const { criteria } = await criteriaFor(db, role, request.query.filterset);
      const [{ count, results }, excluded] = await Promise.all([
        findCandidates(db, role.id, criteria, todayOf(clock.now()), limit, offset),
        excludedCounts(db, criteria),
      ]);
      return {
        algorithm_version: ALGORITHM_VERSION,
        count,
        offset,
        excluded_count: excluded.excluded,
        // Filter names are the wire's own words (the detail route's `failed_filters` names), so they stay as they are.
        excluded_by: excluded.byFilter,
        results: results.map((candidate) => ({
          jobseeker_id: candidate.id,
          first_name: candidate.firstName,
          last_name: candidate.lastName,
          score: candidate.score,
          match_id: candidate.matchId,
          unmet_requirements: candidate.unmetRequirements,
          starts_late: candidate.startsLate,
          factors: candidate.factors.map(factorWire),
        })),
      };
    },
  );

  app.get(
    '/api/matching/roles/:uuid/excluded/',
    { schema: { params: roleUuidParams, querystring: excludedQuerySchema, response: { 200: excludedPageWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const page = pageOf(request.query.page);
      const role = await roleByUuid(db, request.params.uuid);
      const { criteria } = await criteriaFor(db, role, request.query.filterset);
      const { count, results } = await excludedPeople(db, criteria, todayOf(clock.now()), { page, search: request.query.search ?? '' });
      return {
        count,
        page,
        page_size: EXCLUDED_PAGE_SIZE,
        results: results.map((person) => ({
          jobseeker_id: person.id,
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          failed_filters: person.failedFilters,
        })),
      };
    },
  );

  app.get(
    '/api/matching/roles/:uuid/candidates/:jobseekerId/',
    { schema: { params: candidateParams, querystring: detailQuerySchema, response: { 200: candidateExplanationWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const role = await roleByUuid(db, request.params.uuid);
      const person = await findJobseeker(db, Number(request.params.jobseekerId));
      if (!person) throw AppError.detail(404, NO_SUCH_JOBSEEKER);
      const { criteria } = await criteriaFor(db, role, request.query.filterset);
      const profile = await profileForMatching(db, person.id);
      const { complete, open } = await matchAvailability(db, person.id);
      const matchId = await findMatchId(db, role.id, person.id);
      const verdict = judge(criteria, profile ?? profileOf({}), todayOf(clock.now()));
      const colleges = new Map<number, string>();
      if (criteria.preferredColleges.length > 0) {
        await ensureUniversitiesSeeded(db);
        for (const college of await universitiesByIds(db, criteria.preferredColleges)) colleges.set(college.id, college.name);
      }
      // Who may be matched at all comes before the role's filters: the list applies both.
      const availability = [
        {
          name: 'core_profile',
          passed: complete,
          reason: complete ? 'Core Profile is complete' : 'Core Profile is not complete',
          roleValue: true,
          jobseekerValue: complete,
        },
        {
          name: 'open_to_matching',
          passed: open,
          reason: open ? 'Open to matching' : 'Turned matching off in their settings',
          roleValue: true,
          jobseekerValue: open,
        },
      ];
      const filters = [...availability, ...verdict.filters];
      const failed = filters.filter((filter) => !filter.passed).map(({ name, reason }) => ({ name, reason }));
      return {
        algorithm_version: ALGORITHM_VERSION,
        jobseeker: { id: person.id, first_name: person.firstName, last_name: person.lastName },
        match_id: matchId ?? null,
        eligible: failed.length === 0,
        failed_filters: failed,
        score: verdict.score,
        unmet_requirements: verdict.unmetRequirements,
        starts_late: verdict.startsLate,
        factors: verdict.factors.map((factor) => ({
          ...factorWire(factor),
          role_value: keysToWire(valuesInWords(factor.roleValue, '', colleges)),
          jobseeker_value: keysToWire(valuesInWords(factor.jobseekerValue)),
        })),
        filters: filters.map((filter) => ({
          name: filter.name,
          passed: filter.passed,
          reason: filter.reason,
          role_value: keysToWire(valuesInWords(filter.roleValue, '', colleges)),
          jobseeker_value: keysToWire(valuesInWords(filter.jobseekerValue)),
        })),
      };
    },
  );
}
