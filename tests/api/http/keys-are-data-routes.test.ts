import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYS_ARE_DATA_PATHS } from '../../../src/shared/wire/keys-are-data';
import { objectPlaces } from '../../support/keys-are-data-places';
import { staffToken } from '../support/role-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
// The whole app is built, as on start: slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

type RouteSchema = { body?: unknown; response?: Record<string, unknown> } | undefined;

/** Every body and answer schema of every route, named for the failure message. */
function routeSchemas(): { name: string; schema: unknown }[] {
  return t.app.routeCatalog.flatMap((route) => {
    const schema = route.schema as RouteSchema;
    const answers = Object.entries(schema?.response ?? {}).map(([status, answer]) => ({ name: `${route.method} ${route.url} ${status}`, schema: answer }));
    return [...(schema?.body === undefined ? [] : [{ name: `${route.method} ${route.url} body`, schema: schema.body }]), ...answers];
  });
}

describe('the one casing rule on every route (issue 37 item 4)', () => {
  // The browser's converter does not know which route answered: a place is kept on every route or on none.
  it('marks keysAreData exactly the places the converter keeps, in bodies and answers, and leaves none of them unmarked', () => {
    const places = routeSchemas().flatMap(({ name, schema }) => objectPlaces(schema).map((place) => ({ ...place, name })));
    const marked = [...new Set(places.filter((place) => place.marked).map((place) => place.path))].sort();
    expect(marked).toEqual([...KEYS_ARE_DATA_PATHS].sort());
    const kept = new Set(KEYS_ARE_DATA_PATHS);
    expect(places.filter((place) => kept.has(place.path) && !place.marked).map((place) => `${place.name} at ${place.path}`)).toEqual([]);
  });

  it('sends a marked property as written: GET /api/flows/{flowId}/ answers the flow under `flow`, option codes as keys', async () => {
    const token = await staffToken(t);
    const answer = await t.app.inject({ method: 'GET', url: '/api/flows/jobseeker/', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    const served = answer.json<{ flow: { id: string; version: number } }>();
    expect(served.flow).toMatchObject({ id: 'jobseeker', version: 1 });
    expect(JSON.stringify(served.flow)).toContain('"1_3_months"');
  });
});
