import type { ApiServer } from '../http/api-server';
import { everyRouteSignedIn } from '../auth/signed-in';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { isRowId } from '../http/ids';
import { wholeNumberParam } from '../http/paging';
import { cityListWireSchema, cityWireSchema, geographicPreferencesWireSchema } from '../../shared/wire/cities-wire';
import type { AppDb } from '../db/database';
import type { CityRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { DEFAULT_SCHEMAS_DIR } from '../flows/load-flows';
import { readEnumOptions } from '../flows/read-enum';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import { assertAsked, validateRecordAnswer } from './record-validation';
import { editAnswers, jobseekerId } from './record-requests';
import { isPlainObject } from './record-wire';
import { citiesByIds, findCity, insertCity, insertMissingCities, searchCities } from './city-repository';

const MAX_LIMIT = 10000;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { limit: { type: 'string' }, search: { type: 'string' } },
} as const;

/** The cities of the metro-area enumeration ("City, ST" values), the list the table starts with. */
export function metroAreaCities(schemasDir: string = DEFAULT_SCHEMAS_DIR): { city: string; state: string }[] {
  return readEnumOptions('metro-areas', schemasDir).flatMap(({ const: value }) => {
    const match = /^(.+), ([A-Z]{2})$/.exec(value);
    return match ? [{ city: match[1]!, state: match[2]! }] : [];
  });
}

const seeded = new WeakMap<AppDb, Promise<void>>();

/** Seeds the metro-area cities once per database and process; existing rows (any case) are kept. */
function ensureSeeded(db: AppDb): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = insertMissingCities(db, metroAreaCities());
    // A failed seed is retried by the next request rather than remembered.
    done.catch(() => seeded.delete(db));
    seeded.set(db, done);
  }
  return done;
}

/** "new  york" → "New York": spaces collapsed, each word's first letter upper case (spec 001 §5.1). */
export function capitaliseCity(city: string): string {
  return city
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s\-.'/])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

const cityWire = (row: CityRow) => ({
  id: row.id,
  city: row.city,
  state: row.state,
});

/** GET and POST /api/cities/ and PATCH /api/geographic-preferences/{userId}/ (spec 001 §7.1). */
export async function cityRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);

  app.get('/api/cities/', { schema: { querystring: listQuerySchema, response: { 200: cityListWireSchema } } }, async (request) => {
    const { limit: rawLimit, search } = request.query;
    const limit = rawLimit === undefined ? 1000 : wholeNumberParam(rawLimit, 1, MAX_LIMIT);
    if (limit === undefined) throw AppError.fields({ limit: [`Send a limit from 1 to ${MAX_LIMIT}.`] });
    await ensureSeeded(app.ctx.db);
    const term = typeof search === 'string' ? search.trim().toLowerCase() : '';
    const rows = await searchCities(app.ctx.db, term, limit);
    return { results: rows.map(cityWire) };
  });

  // 201 for a new city, 200 for one already listed (in any case of its letters).
  app.post('/api/cities/', { schema: { response: { 200: cityWireSchema, 201: cityWireSchema } } }, async (request, response) => {
    const body = request.body;
    if (!isPlainObject(body)) throw AppError.detail(400, 'Send {"city": "...", "state": "NY"}.');
    const unknown = Object.keys(body).filter((key) => key !== 'city' && key !== 'state');
    if (unknown.length > 0) throw AppError.fields(Object.fromEntries(unknown.map((key) => [key, ['This field is not saved here.']])));
    const city = typeof body.city === 'string' ? capitaliseCity(body.city) : body.city;
    const state = typeof body.state === 'string' ? body.state.trim().toUpperCase() : body.state;
    const flow = app.ctx.flows.latest(JOBSEEKER_FLOW)!;
    const record: Record<string, unknown> = {};
    if (city !== undefined && city !== '') record.city = city;
    if (state !== undefined && state !== '') record.state = state;
    validateRecordAnswer(app.ctx, flow, 'primaryLocations', [record], 0, false);
    const entry = record as { city: string; state: string };

    const { db } = app.ctx;
    await ensureSeeded(db);
    const created = await insertCity(db, entry);
    if (created) return response.code(201).send(cityWire(created));
    const existing = await findCity(db, entry);
    if (!existing) throw new Error('A city conflicted on insert but cannot be read');
    return response.code(200).send(cityWire(existing));
  });

  const geographic = { params: userIdParams, response: { 200: geographicPreferencesWireSchema } };
  app.patch('/api/geographic-preferences/:userId/', { schema: geographic }, async (request) => {
    const userId = ownUserId(request, request.params.userId);
    jobseekerId(request);
    const body = request.body;
    const ids = isPlainObject(body) ? body.city_ids : undefined;
    if (!Array.isArray(ids) || !ids.every(isRowId)) {
      throw AppError.fields({
        city_ids: ['Send city_ids as a list of city ids, e.g. [1, 2].'],
      });
    }
    const wanted = [...new Set(ids)];
    const { db } = app.ctx;
    await ensureSeeded(db);
    const rows = wanted.length > 0 ? await citiesByIds(db, wanted) : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length > 0)
      throw AppError.fields({
        city_ids: [`No such city: ${missing.join(', ')}.`],
      });
    const locations = wanted.map((id) => cityWire(byId.get(id)!));

    const { result, completedSections } = await editAnswers(app, userId, (answers, flow) => {
      const next = { ...answers };
      if (locations.length === 0) delete next.primaryLocations;
      else {
        const question = flow.questions.primaryLocations!;
        const issues = app.ctx.flows.validator.validate(question.schema, locations);
        if (issues.length > 0)
          throw AppError.fields({
            city_ids: [...new Set(issues.map((issue) => issue.message))],
          });
        next.primaryLocations = locations;
        assertAsked(flow, next, 'primaryLocations');
      }
      return { answers: next, result: locations };
    });
    return {
      primary_locations: result,
      completed_sections: completedSections,
    };
  });
}
