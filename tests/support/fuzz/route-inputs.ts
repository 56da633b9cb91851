import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CatalogRoute } from '../../../src/server/http/route-catalog';
import type { Database } from '../../../src/server/db/database';
import type { Schema } from './generate-value';
import { snakeKey } from '../../../src/shared/wire-keys';

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "PATCH /api/profile/:" for both "/api/profile/{userId}/" (flow files) and "/api/profile/:userId/" (Fastify). */
export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url
    .replace(/\{[^}]+\}/g, ':')
    .replace(/:[A-Za-z0-9_]+/g, ':')
    .replace(/\/$/, '')}`;
}

/**
 * Body schemas of the routes that validate with the question flows rather than a Fastify schema: every question
 * is saved to a target (a method and path), so the object of the questions saved there is that route's body.
 * A records target takes one record per call (the items of the question's list).
 */
export function flowBodySchemas(app: FastifyInstance): Map<string, Schema> {
  const byRoute = new Map<string, Schema>();
  const add = (key: string, name: string, schema: unknown, required = false) => {
    const body = byRoute.get(key) ?? { type: 'object', properties: {}, required: [] };
    (body.properties as Schema)[name] = schema;
    if (required) (body.required as string[]).push(name);
    byRoute.set(key, body);
  };
  for (const flow of app.ctx.flows.all()) {
    for (const [name, question] of Object.entries(flow.questions)) {
      const target = flow.saveTargets[question.saveTo];
      if (!target) continue;
      const wireName = snakeKey(name);
      const schema = question.schema as Schema;
      if (target.kind === 'records' && isSchema(schema.items) && isSchema(schema.items.properties)) {
        const record = Object.fromEntries(Object.entries(schema.items.properties).map(([field, sub]) => [snakeKey(field), sub]));
        // The server gives records their ids.
        const required = new Set((Array.isArray(schema.items.required) ? (schema.items.required as string[]) : []).map((field) => snakeKey(field)));
        for (const [field, sub] of Object.entries(record).filter(([field]) => field !== 'id')) {
          add(routeKey(target.method, target.path), field, sub, required.has(field));
          if (target.itemPath) add(routeKey('PATCH', target.itemPath), field, sub);
        }
        for (const param of Object.keys(target.bodyParams ?? {})) add(routeKey(target.method, target.path), param, { type: 'string', format: 'uuid' });
      } else {
        add(routeKey(target.method, target.path), wireName, schema);
      }
    }
  }
  return byRoute;
}

/** What a route's body, query and path parameters are generated from. */
export interface RouteInputs {
  body?: Schema;
  query?: Schema;
  /** The Fastify schema's body, or the flow's (sent a few questions at a time), or none (generic objects). */
  bodySource: 'route schema' | 'flow questions' | 'generic';
}

export function inputsOf(route: CatalogRoute, flowBodies: Map<string, Schema>): RouteInputs {
  const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
  const query = isSchema(schema?.querystring) ? schema.querystring : undefined;
  if (isSchema(schema?.body)) return { body: schema.body, query, bodySource: 'route schema' };
  const fromFlow = flowBodies.get(routeKey(route.method, route.url));
  if (fromFlow) return { body: fromFlow, query, bodySource: 'flow questions' };
  return { query, bodySource: 'generic' };
}

/** A generic body for a route with no schema: keys the API uses, with values of every kind. */
export const GENERIC_BODY: Schema = {
  type: 'object',
  properties: Object.fromEntries(
    [
      'id',
      'name',
      'email',
      'password',
      'token',
      'status',
      'role',
      'role_uuid',
      'user_type',
      'employer_id',
      'first_name',
      'last_name',
      'title',
      'job_title',
      'body',
      'question',
      'is_resolved',
      'can_edit_roles',
      'can_access_matching',
      'is_team_admin',
      'skill_id',
      'area',
      'rating',
      'search',
      'page',
      'phone_number',
      'uuid',
      'notification_ids',
    ].map((key) => [key, { type: ['string', 'integer', 'boolean', 'array', 'object'] }]),
  ),
};

/**
 * Ids that exist in the database now, by column name ("id", "uuid"), from every table that has such a column:
 * path parameters drawn from them reach the code behind the lookups, not only the 404s. Generic, so tables added
 * later are included.
 */
export async function knownIds(database: Database): Promise<{ numbers: number[]; uuids: string[] }> {
  const execute = (query: ReturnType<typeof sql>) => database.db.execute(query) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
  const columns = await execute(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and column_name in ('id', 'uuid') order by table_name, column_name`,
  );
  const numbers = new Set<number>();
  const uuids = new Set<string>();
  for (const { table_name: table, column_name: column } of columns.rows) {
    const rows = await execute(sql`select ${sql.identifier(String(column))} as value from ${sql.identifier(String(table))} order by 1 desc limit 3`);
    for (const { value } of rows.rows) {
      if (typeof value === 'number') numbers.add(value);
      else if (typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value)) uuids.add(value);
    }
  }
  return { numbers: [...numbers], uuids: [...uuids] };
}
