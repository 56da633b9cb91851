import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzApp, type FuzzApp } from '../../support/fuzz/fuzz-app';
import { formatReport } from '../../support/fuzz/format-report';
import { runFuzz } from '../../support/fuzz/run-fuzz';

// Every route the app declares, 30 cases each, as each kind of user and anonymously, with a fixed seed: a route
// added later is fuzzed with no edit here. `npm run fuzz -- --cases-per-route 1000` runs the same at any size.
const CASES_PER_ROUTE = 30;
const SEED = 20261121;
const PLANTED = '/api/test-only/';

let fuzz: FuzzApp;
beforeAll(async () => {
  fuzz = await createFuzzApp({
    // Routes declared after the app's own, with bugs of the kinds the fuzz must find: the suite checks itself.
    addRoutes: (app) => {
      app.patch('/api/test-only/crash/:id/', async (request) => {
        const values = Object.values((request.body ?? {}) as Record<string, unknown>);
        if (values.some((value) => (typeof value === 'string' && value.length > 5_000) || (typeof value === 'number' && value > 2 ** 31))) {
          throw new Error('planted bug: long text and big numbers crash');
        }
        return { ok: true };
      });
      app.post('/api/test-only/odd-error/', { schema: { body: { type: 'object', properties: { count: { type: 'integer' } } } } }, async (_request, reply) =>
        reply.code(409).send({ error: 'Conflict', message: 'not our shape' }),
      );
      // Schemas that forgot additionalProperties: false take any field and any parameter.
      app.post('/api/test-only/lenient-body/', { schema: { body: { type: 'object', properties: { note: { type: 'string' } } } } }, async () => ({ ok: true }));
      app.get('/api/test-only/lenient-query/', { schema: { querystring: { type: 'object', properties: { page: { type: 'string' } } } } }, async () => ({
        ok: true,
      }));
    },
  });
});
afterAll(() => fuzz.close());

describe('the schema-driven fuzz of every route', () => {
  it('answers no 5xx, and every error in the {"detail"} or {"field": [...]} shape', async () => {
    const report = await runFuzz(fuzz, { casesPerRoute: CASES_PER_ROUTE, seed: SEED, caseTimeoutMs: 10_000, only: (route) => !route.includes(PLANTED) });
    expect(report.routes.length).toBeGreaterThan(50);
    expect(report.failures, formatReport(report)).toEqual([]);
  }, 180_000);

  it('finds a 5xx and an error body outside our shape in routes declared later', async () => {
    const report = await runFuzz(fuzz, { casesPerRoute: 200, seed: SEED, only: (route) => route.includes(PLANTED) });
    expect(report.routes.map((route) => route.route)).toEqual([
      'PATCH /api/test-only/crash/:id/',
      'POST /api/test-only/odd-error/',
      'POST /api/test-only/lenient-body/',
      'GET /api/test-only/lenient-query/',
    ]);
    expect(report.failures.some((failure) => failure.problem === '5xx' && failure.stack?.includes('planted bug'))).toBe(true);
    expect(report.failures.some((failure) => failure.problem.startsWith('error body') && failure.status === 409)).toBe(true);
    const acceptedBy = (route: string) =>
      new Set(report.failures.filter((failure) => failure.route === route && failure.problem.startsWith('accepted')).map((failure) => failure.problem));
    expect(acceptedBy('POST /api/test-only/lenient-body/')).toEqual(new Set(['accepted a body field the route does not declare']));
    expect(acceptedBy('GET /api/test-only/lenient-query/')).toEqual(new Set(['accepted the undeclared query parameter "fuzz_unknown"']));
  });
});
