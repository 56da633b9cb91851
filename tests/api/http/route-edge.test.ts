import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { auth, signUpEmployer, staffToken } from '../support/role-helpers';
import type { CatalogRoute } from '../../../src/server/http/route-catalog';
import { ID_PATTERN, UUID_PATTERN } from '../../../src/server/http/ids';
import type { PathRefusal } from '../../../src/server/http/path-params';
import type { UserType } from '../../../src/shared/user-types';

// The HTTP edge as the route table declares it (issue 37 item 3): each check walks every route, so a route added
// later is held to it with no edit here.
let t: TestApp;
const tokens = {} as Record<UserType, string>;
beforeAll(async () => {
  t = await createTestApp();
  tokens.staff = await staffToken(t);
  tokens.employee = (await signUpEmployer(t.app, 'Route Edge Academy')).token;
  tokens.jobseeker = (await signUpToken(t.app)).token;
}, 180_000);
afterAll(() => t.close());

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

const label = (route: CatalogRoute) => `${route.method} ${route.url}`;
const takesBody = (method: HTTPMethods) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
const paramSchemas = (route: CatalogRoute): Schema => {
  const params = (route.schema as { params?: unknown } | undefined)?.params;
  return isSchema(params) && isSchema(params.properties) ? params.properties : {};
};

/** A well-formed value for each kind of path parameter, so that only the one under test is wrong. */
function goodValue(schema: unknown): string {
  if (isSchema(schema) && schema.pattern === ID_PATTERN) return '1';
  if (isSchema(schema) && schema.pattern === UUID_PATTERN) return '00000000-0000-4000-8000-000000000000';
  return 'x';
}

function urlWith(route: CatalogRoute, values: Record<string, string>): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? goodValue(paramSchemas(route)[name])));
}

// Routes anyone may call: signing up, signing in, links from e-mails, what the public pages and a monitor read.
// A route added to this list is one more that answers without a session: the reviewer of the change decides.
const PUBLIC_ROUTES = [
  'GET /metrics',
  'OPTIONS *',
  'POST /api/user/',
  'POST /login/',
  'POST /refresh/',
  'PATCH /api/notifications/unsubscribe/:notificationUuid',
  'GET /api/latest-terms/:documentId/',
  'GET /api/matches/confirmation/:token/',
  'POST /api/matches/confirmation/:token/',
  'GET /api/health/',
  'GET /healthz',
  'GET /readyz',
  'PATCH /api/user/:userId/confirm_email/',
  'POST /sign-in-with-email/',
  'GET /sign-in-with-email/',
  'POST /reset-password/',
  'POST /reset-password/validate_token/',
  'POST /reset-password/confirm/',
  'POST /api/2fa/verify/',
  'POST /api/user/claim/',
  // An organisation's logo is public; the handler asks for a session before it sends a role's job file.
  'GET /api/uploaded-files/:id/',
  'GET /api/public/employers/:slug/',
  'GET /api/expertise-areas/',
  'POST /api/extract/resume/contact/',
];

describe('every route that needs a user', () => {
  const needsUser = () => t.app.routeCatalog.filter((route) => route.config.signedIn !== undefined);

  it('is declared so (config.signedIn), or is one of the public routes', () => {
    expect(needsUser().length).toBeGreaterThan(100);
    const undeclared = t.app.routeCatalog.filter((route) => route.config.signedIn === undefined).map(label);
    expect(undeclared.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  // Authentication answers first: a bad body, an unknown query parameter or a malformed path tell an anonymous
  // caller nothing about the route's schema, and cost no parsing.
  it('answers an anonymous call 401 whatever its body, query and path', async () => {
    const wrong: string[] = [];
    for (const route of needsUser()) {
      const url = `${urlWith(route, Object.fromEntries(paramNames(route.url).map((name) => [name, '99999999999'])))}?fuzz_unknown=1`;
      for (const payload of takesBody(route.method) ? ['{"fuzz_unknown": [1, {"deep": true}]}', '{"not json'] : [undefined]) {
        const response = await t.app.inject({ method: route.method, url, payload, headers: payload ? { 'content-type': 'application/json' } : {} });
        const body = response.json<{ code?: string }>();
        if (response.statusCode !== 401 || body.code !== 'not_authenticated')
          wrong.push(`${label(route)} ${payload ?? ''}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a signed-in caller of a kind it does not serve 403 before looking at the body', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of needsUser()) {
      const { signedIn } = route.config;
      if (signedIn === true || signedIn === undefined) continue;
      const other = (['jobseeker', 'employee', 'staff'] as const).find((type) => !signedIn.includes(type));
      if (!other) continue;
      checked += 1;
      const payload = takesBody(route.method) ? { fuzz_unknown: 1 } : undefined;
      const response = await t.app.inject({ method: route.method, url: `${urlWith(route, {})}?fuzz_unknown=1`, payload, headers: auth(tokens[other]) });
      if (response.statusCode !== 403) wrong.push(`${label(route)} as ${other}: ${response.statusCode} ${response.body}`);
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});

describe('the routes that told an anonymous caller about their body first (issue 37)', () => {
  // Each checked its session in a preHandler, after body validation: a bad body answered 400 naming the fields.
  it.each([
    ['POST', '/api/referrals/', { fuzz_unknown: 1 }],
    ['POST', '/personify-employee/', { employer_id: 'x' }],
    ['POST', '/api/employer/contract/', {}],
    ['POST', '/api/user/create_coworker/', { email: 1 }],
    ['PATCH', '/api/user/1/', { first_name: 5 }],
    ['POST', '/api/user/change-password/', {}],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  });
});

describe('an id past the database integer range in a path', () => {
  // Once a database error (a 500, then a 400 from its refusal); now the 404 of an id that names nothing.
  it.each([
    ['GET', '/api/latest-terms/2147483648/', 'No such terms document.'],
    ['GET', '/api/uploaded-files/2147483648/', 'No such file.'],
    ['GET', '/api/uploaded-files/99999999999/', 'No such file.'],
  ] as const)('%s %s answers 404', async (method, url, detail) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ detail, code: 'not_found' });
  });
});

describe('every path parameter', () => {
  it('is declared in the route’s params schema, so the handler’s params take their type from it', () => {
    const undeclared = t.app.routeCatalog.flatMap((route) =>
      paramNames(route.url)
        .filter((name) => !isSchema(paramSchemas(route)[name]))
        .map((name) => `${label(route)} :${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  // An id past PostgreSQL's integer maximum can name no row: it answers as a malformed one does, never a 500.
  it('that is an id or a uuid answers the refusal its schema declares when it is past the range or malformed', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of t.app.routeCatalog) {
      const { signedIn } = route.config;
      const headers = signedIn === undefined ? {} : auth(tokens[signedIn === true ? 'jobseeker' : signedIn[0]!]);
      for (const [name, schema] of Object.entries(paramSchemas(route))) {
        if (!isSchema(schema) || !isSchema(schema.refusal)) continue;
        const refusal = schema.refusal as unknown as PathRefusal;
        const bad =
          schema.pattern === ID_PATTERN ? ['2147483648', '99999999999999999999', '0', '1e3', 'abc'] : ['not-a-uuid', '00000000-0000-4000-8000-00000000000g'];
        for (const value of bad) {
          checked += 1;
          const response = await t.app.inject({ method: route.method, url: urlWith(route, { [name]: value }), headers });
          if (response.statusCode !== refusal.status || response.json<{ detail?: string }>().detail !== refusal.detail) {
            wrong.push(`${label(route)} :${name}=${value}: ${response.statusCode} ${response.body}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});

describe('every route', () => {
  // A JSON answer is written by its schema (nothing the schema does not name leaks out); an answer that is not
  // JSON (a file, a CSV, no content) says so in its schema too.
  it('declares a response schema for each success it answers', () => {
    // A wildcard route is a plugin's (CORS preflight, static files): no JSON, and not ours to declare.
    const missing = t.app.routeCatalog
      .filter((route) => !route.url.includes('*'))
      .filter((route) => {
        const response = (route.schema as { response?: unknown } | undefined)?.response;
        return !isSchema(response) || !Object.keys(response).some((status) => /^2/.test(status));
      })
      .map(label);
    expect(missing).toEqual([]);
  });
});
