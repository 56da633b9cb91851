import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { staffToken } from '../support/role-helpers';
import { openObjectPaths } from '../../../src/server/http/open-object-schemas';

let t: TestApp;
// The whole app is built, as on start: slow on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

type RouteSchema = { body?: unknown; querystring?: unknown } | undefined;

describe('every route in the catalog', () => {
  // Walks the routes as declared, so a route added later is checked with no edit here.
  it('refuses unknown fields wherever its body schema describes an object, nested objects too', () => {
    const open = t.app.routeCatalog.flatMap((route) =>
      openObjectPaths((route.schema as RouteSchema)?.body).map((at) => `${route.method} ${route.url} body${at === '' ? '' : ` at ${at}`}`),
    );
    expect(t.app.routeCatalog.filter((route) => (route.schema as RouteSchema)?.body !== undefined).length).toBeGreaterThan(30);
    expect(open, 'add additionalProperties: false to each').toEqual([]);
  });

  it('says in its querystring schema whether it takes parameters it does not name', () => {
    const open = t.app.routeCatalog.flatMap((route) =>
      openObjectPaths((route.schema as RouteSchema)?.querystring).map((at) => `${route.method} ${route.url} querystring${at === '' ? '' : ` at ${at}`}`),
    );
    expect(open, 'add additionalProperties: false to each').toEqual([]);
  });
});

describe('the routes that took unknown fields (issue 24)', () => {
  let staff: string;
  beforeAll(async () => {
    staff = await staffToken(t);
  });

  // Each is refused before the handler looks up its path's id: the unknown field is named, nothing changes.
  it.each([
    ['POST', '/api/messages/threads/1/messages/', { body: 'Hello', visibility: ['staff'], urgent: true }, 'urgent'],
    ['POST', '/api/messages/threads/', { person: 1, subject: 'x' }, 'subject'],
    ['PATCH', '/api/matches/1/contact-cards/', { visibility: 'both', note: 'x' }, 'note'],
    ['PATCH', '/api/staff/configuration/', { service_tier_fees: { enhanced: 12 }, currency: 'USD' }, 'currency'],
    ['POST', '/api/staff/configuration/terms/', { summary: 'New terms', effective: '2027-01-01' }, 'effective'],
  ] as const)('%s %s names the unknown field', async (method, url, payload, field) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/staff/configuration/', headers: { authorization: `Bearer ${staff}` } })).json();
    const response = await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${staff}` } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ [field]: ['This field is not accepted here; remove it from the request.'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/configuration/', headers: { authorization: `Bearer ${staff}` } })).json()).toEqual(before);
  });
});
