import type { HTTPMethods, InjectOptions } from 'fastify';
import type { CatalogRoute } from '../../../src/server/http/route-catalog';
import { errorShapeProblem } from './error-shape';
import { IDENTITIES, type FuzzApp, type Identity } from './fuzz-app';
import { generateValue } from './generate-value';
import { mutateBody, mutateQuery, repeatQueryParameter, unknownQueryParameter, withUnknownField, type WireBody } from './mutations';
import { Random } from './random';
import { GENERIC_BODY, flowBodySchemas, inputsOf, knownIds, type RouteInputs } from './route-inputs';

export interface FuzzOptions {
  casesPerRoute: number;
  seed: number;
  /** Only the routes this accepts ("METHOD url"); every route by default. */
  only?: (route: string) => boolean;
  /** A case that has not answered by then counts as a failure (a hang is as bad as a crash). */
  caseTimeoutMs?: number;
  onRoute?: (tally: RouteTally, index: number, total: number) => void;
}

/** A case that failed: a 5xx, an error body outside the API's shape, a hang, or an exception. */
export interface CaseFailure {
  route: string;
  identity: Identity;
  problem: string;
  method: string;
  url: string;
  bodyLabel: string;
  /** The start of what was sent and answered, enough to replay it. */
  body: string;
  status: number | null;
  response: string;
  /** The server's stack for a 5xx, from its error log. */
  stack?: string;
}

export interface RouteTally {
  route: string;
  bodySource: RouteInputs['bodySource'];
  cases: number;
  ok2xx: number;
  redirect3xx: number;
  client4xx: number;
  server5xx: number;
  badShape: number;
  /** 400s that only the database's refusal caught (a check missing in the route, answered well anyway). */
  backstop: number;
  ms: number;
}

export interface FuzzReport {
  routes: RouteTally[];
  failures: CaseFailure[];
  /** Routes and inputs that reached the database-error backstop: worth a check of their own. */
  backstops: { route: string; sqlState: string; url: string; bodyLabel: string }[];
  cases: number;
  ms: number;
}

const ODD_PARAMS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%F0%9F%98%80',
  'x'.repeat(90),
  'null',
  '%20',
  '00000000-0000-0000-0000-000000000000',
  '1%00',
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const preview = (value: string | Buffer | undefined, length = 300) =>
  value === undefined
    ? ''
    : Buffer.isBuffer(value)
      ? `<${value.length} bytes>`
      : value.length > length
        ? `${value.slice(0, length)}…(${value.length} chars)`
        : value;

function fillPath(url: string, random: Random, own: number, ids: { numbers: number[]; uuids: string[] }, odd: boolean): string {
  // A wildcard (CORS preflight's OPTIONS *) matches any path.
  const wildcard = () => random.pick(['api/user/', 'login/', 'api/no-such/thing/', '%00/', 'x'.repeat(300), 'a/b/c/d/e/f/']);
  return url.replace(/\*/g, wildcard).replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    if (!odd || random.chance(0.3)) {
      if (/user/i.test(name)) return String(own);
      if (/uuid/i.test(name) && ids.uuids.length > 0) return random.pick(ids.uuids);
      if (/slug/i.test(name)) return random.pick(['riverside-charter-schools', 'no-such-organisation']);
      if (/flow/i.test(name)) return random.pick(['jobseeker', 'role', 'employer-profile']);
      return String(random.pick([own, ...ids.numbers]));
    }
    return random.pick(ODD_PARAMS);
  });
}

function bodyFor(method: string, inputs: RouteInputs, random: Random, broken: boolean): WireBody {
  const valid = generateValue(inputs.body ?? GENERIC_BODY, random, 0, '', inputs.bodySource !== 'route schema');
  if (broken) return mutateBody(valid, random);
  if (method === 'GET' || method === 'DELETE') return { label: 'no-body' };
  return { label: 'valid', payload: JSON.stringify(valid), contentType: 'application/json' };
}

/**
 * Each case breaks one part of the request and keeps the rest valid, so the break is what gets tested. The last
 * three must never be accepted (issue 24): a parameter given twice that the route does not take as a list, a
 * parameter it does not declare, a body field it does not declare.
 */
const BREAKS = [
  'body',
  'body',
  'body',
  'body',
  'body',
  'query',
  'path',
  'path',
  'auth',
  'none',
  'query-repeated',
  'query-unknown',
  'body-unknown-field',
] as const;

/** Whether a route's querystring schema says it takes parameters it does not name (a staff list's filters). */
function queryTakesExtras(query: RouteInputs['query']): boolean {
  const extras = query?.additionalProperties;
  return extras === true || (typeof extras === 'object' && extras !== null);
}

/** Ids in a successful answer (records, roles, files...), so later cases can name things that exist. */
function harvestIds(body: string, into: { numbers: number[]; uuids: string[] }): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  const stack = [parsed];
  let visited = 0;
  while (stack.length > 0 && visited < 2_000) {
    const value = stack.pop();
    visited += 1;
    if (Array.isArray(value)) stack.push(...value);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (/(^|_)id$/.test(key) && Number.isSafeInteger(item) && !into.numbers.includes(item as number)) into.numbers.push(item as number);
        else if (/uuid$/.test(key) && typeof item === 'string' && !into.uuids.includes(item)) into.uuids.push(item);
        else if (typeof item === 'object') stack.push(item);
      }
    }
  }
  // The newest are the likeliest to exist still.
  into.numbers.splice(0, Math.max(0, into.numbers.length - 40));
  into.uuids.splice(0, Math.max(0, into.uuids.length - 20));
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends every route of the app `casesPerRoute` cases: as each kind of user and anonymously, with bodies and
 * queries generated from the route's schema (or the flow questions saved there, or generic objects) and then
 * broken, and path parameters that exist or are odd. Sequential and seeded: the same seed sends the same cases.
 */
export async function runFuzz(fuzz: FuzzApp, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const flowBodies = flowBodySchemas(fuzz.app);
  const routes = fuzz.app.routeCatalog.filter((route: CatalogRoute) => options.only?.(`${route.method} ${route.url}`) ?? true);
  const report: FuzzReport = { routes: [], failures: [], backstops: [], cases: 0, ms: 0 };
  const harvested = { numbers: [] as number[], uuids: [] as string[] };
  for (const [index, route] of routes.entries()) {
    const name = `${route.method} ${route.url}`;
    const inputs = inputsOf(route, flowBodies);
    const tally: RouteTally = {
      route: name,
      bodySource: inputs.bodySource,
      cases: 0,
      ok2xx: 0,
      redirect3xx: 0,
      client4xx: 0,
      server5xx: 0,
      badShape: 0,
      backstop: 0,
      ms: 0,
    };
    const routeStarted = Date.now();
    const random = new Random(hash(`${options.seed}:${name}`));
    const tokens = await fuzz.tokens();
    const stored = await knownIds(fuzz.database);
    const ids = { numbers: [...new Set([...stored.numbers, ...harvested.numbers])], uuids: [...new Set([...stored.uuids, ...harvested.uuids])] };
    fuzz.takeLogs();
    for (let i = 0; i < options.casesPerRoute; i += 1) {
      const identity = IDENTITIES[i % IDENTITIES.length]!;
      const own = fuzz.userIds[identity === 'anonymous' ? 'jobseeker' : identity];
      const broken = random.pick(BREAKS);
      const path = fillPath(route.url, random, own, ids, broken === 'path');
      const queryValid = inputs.query ? (generateValue(inputs.query, random) as Record<string, unknown>) : {};
      // What the case must not be accepted with, when it breaks a rule every route keeps (see BREAKS).
      let refusable: string | undefined;
      let query: string;
      if (broken === 'query-repeated' && !route.url.includes('*')) {
        const repeated = repeatQueryParameter(queryValid, random);
        query = repeated.query;
        refusable = `accepted the query parameter "${repeated.name}" given twice`;
      } else if (broken === 'query-unknown' && !route.url.includes('*')) {
        const unknown = unknownQueryParameter(queryValid, random);
        query = unknown.query;
        if (!queryTakesExtras(inputs.query)) refusable = `accepted the undeclared query parameter "${unknown.name}"`;
      } else query = broken === 'query' ? mutateQuery(queryValid, random) : mutateQuery(queryValid, random, false);
      const url = query ? `${path}?${query}` : path;
      let body = bodyFor(route.method, inputs, random, broken === 'body');
      if (broken === 'body-unknown-field' && inputs.bodySource !== 'generic' && route.method !== 'GET') {
        const unknown = withUnknownField(generateValue(inputs.body ?? GENERIC_BODY, random, 0, '', inputs.bodySource !== 'route schema'), random);
        if (unknown) {
          body = unknown;
          refusable = 'accepted a body field the route does not declare';
        }
      }
      const headers: Record<string, string> = {};
      if (broken === 'auth')
        headers.authorization = random.pick([
          'Bearer a.b.c',
          'Bearer ',
          'Basic eA==',
          `Bearer ${'x'.repeat(5000)}`,
          `Bearer ${tokens.staff}x`,
          'Bearer \u0000',
        ]);
      else if (identity !== 'anonymous') headers.authorization = `Bearer ${tokens[identity]}`;
      if (body.contentType) headers['content-type'] = body.contentType;
      const request: InjectOptions = {
        method: route.method as HTTPMethods,
        url,
        headers,
        payload: body.payload,
        remoteAddress: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
      };
      tally.cases += 1;
      const failure = (problem: string, status: number | null, response: string, stack?: string): CaseFailure => ({
        route: name,
        identity,
        problem,
        method: route.method,
        url: preview(url, 200),
        bodyLabel: body.label,
        body: preview(body.payload),
        status,
        response: preview(response),
        stack,
      });
      try {
        const response = await withTimeout(fuzz.app.inject(request), options.caseTimeoutMs ?? 15_000);
        const logs = fuzz.takeLogs();
        for (const line of logs.filter((entry) => entry.msg === 'database refused a value from the request')) {
          tally.backstop += 1;
          report.backstops.push({ route: name, sqlState: line.sqlState ?? '?', url: preview(url, 120), bodyLabel: body.label });
        }
        const status = response.statusCode;
        if (process.env.FUZZ_TRACE)
          process.stderr.write(
            `${status} ${identity} ${broken}/${body.label} ${preview(url, 80)} ${preview(body.payload, 160)} → ${preview(response.body, 160)}\n`,
          );
        if (status >= 500) {
          tally.server5xx += 1;
          report.failures.push(failure('5xx', status, response.body, logs.find((entry) => entry.level >= 50)?.stack));
        } else if (status >= 400) tally.client4xx += 1;
        else if (status >= 300) tally.redirect3xx += 1;
        else {
          tally.ok2xx += 1;
          harvestIds(response.body, harvested);
          if (refusable) report.failures.push(failure(refusable, status, response.body));
        }
        const shape = status >= 400 ? errorShapeProblem(status, response.body) : undefined;
        if (shape) {
          tally.badShape += 1;
          report.failures.push(failure(`error body: ${shape}`, status, response.body));
        }
      } catch (error) {
        tally.server5xx += 1;
        report.failures.push(failure(`no answer: ${(error as Error).message}`, null, '', (error as Error).stack));
      }
    }
    tally.ms = Date.now() - routeStarted;
    report.cases += tally.cases;
    report.routes.push(tally);
    options.onRoute?.(tally, index, routes.length);
  }
  report.ms = Date.now() - started;
  return report;
}
