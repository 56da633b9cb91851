import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AppDb } from './database';

/** Planner settings for one transaction, as `set_config(name, value, true)` takes them. */
export type PlannerSettings = Readonly<Record<string, string>>;

const dialect = new PgDialect();

/** Dates, times and intervals come back as PostgreSQL wrote them, as drizzle's own node-postgres queries return them. */
const asWritten = new Set<number>([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    asWritten.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/** The connection pool under a drizzle database on PostgreSQL; null on embedded PGlite (one connection). */
export function poolOf(db: unknown): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** A drizzle query as node-postgres runs it on a pooled connection, with the value parsers drizzle's own use. */
export function driverQuery(query: SQL): { text: string; values: unknown[]; types: typeof types } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params, types };
}

/**
 * Named statements one pooled connection keeps before it is closed, which frees them all: each holds the parse tree
 * and plan of a long query (a role's ranking is a few thousand operators), and a connection lives as long as the
 * pool is busy, so an unbounded set would grow with every role and filter set staff ever opened.
 */
const STATEMENTS_PER_CONNECTION = 32;
const statementsOf = new WeakMap<pg.PoolClient, Set<string>>();

export function settingsSql(settings: PlannerSettings): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `select ${Object.entries(settings)
    .map(([name, value]) => `set_config(${quote(name)}, ${quote(value)}, true)`)
    .join(', ')}`;
}

/** Runs one query in a transaction of its own with the planner settings given, on either driver; answers its rows. */
export async function queryWithSettings<Row>(db: Pick<AppDb, 'transaction'>, settings: PlannerSettings, query: SQL): Promise<Row[]> {
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(settingsSql(settings)));
    return tx.execute(query);
  });
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * A long query named by what decides its text (`key`: a role's criteria, the day, the page…), built only when that
 * text is not kept: a role's ranking at a million job seekers is about 200 KB of SQL, and building, rendering and
 * hashing it again cost 2 to 3 ms of each ranking.
 */
export interface KeyedQuery {
  key: string;
  build: () => SQL;
}

export function isKeyed(query: SQL | KeyedQuery): query is KeyedQuery {
  return typeof (query as Partial<KeyedQuery>).build === 'function';
}

/** The query's SQL, built if it is keyed. */
export function builtQuery(query: SQL | KeyedQuery): SQL {
  return isKeyed(query) ? query.build() : query;
}

type NamedStatement = ReturnType<typeof driverQuery> & { name: string };

function statementOf(query: SQL): NamedStatement {
  const prepared = driverQuery(query);
  return { ...prepared, name: `tuned_${createHash('sha256').update(prepared.text).digest('base64url').slice(0, 32)}` };
}

/** Rendered statements by key, bounded by their text's size: a few dozen roles' rankings. */
const keptStatements = new LRUCache<string, NamedStatement>({ maxSize: 8_000_000, sizeCalculation: (statement) => statement.text.length });

function keptStatement(query: KeyedQuery): NamedStatement {
  let statement = keptStatements.get(query.key);
  if (statement === undefined) {
    statement = statementOf(query.build());
    // One larger than the whole bound is run all the same; the cache just declines to keep it.
    keptStatements.set(query.key, statement);
  }
  return statement;
}

/**
 * As queryWithSettings, for a long read whose text repeats (a role's ranking and its counts).
 *
 * On PostgreSQL the query is a named prepared statement of the connection, keyed by its text: a role's ranking is
 * the same text every time it is asked for (its criteria are written into it), and parsing and analysing its
 * expressions afresh cost nearly a third of the whole (about 8 of 28 ms at 100,000 job seekers); a named statement
 * is parsed once per connection and, after five runs, planned once (PostgreSQL keeps the generic plan when it costs
 * no more than the custom ones did). Embedded PGlite runs it as queryWithSettings does.
 */
export async function tunedQuery<Row>(db: Pick<AppDb, 'transaction'>, settings: PlannerSettings, query: SQL | KeyedQuery): Promise<Row[]> {
  const pool = poolOf(db);
  if (pool === null) return queryWithSettings<Row>(db, settings, builtQuery(query));
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query(`begin; ${settingsSql(settings)}`);
    const rows = await keptQuery<Row>(client, query);
    await client.query('commit');
    return rows;
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    releaseClient(client, failed);
  }
}

/** Runs `query` on a pooled connection as a named statement of that connection (tunedQuery says why). */
export async function keptQuery<Row>(client: pg.PoolClient, query: SQL | KeyedQuery): Promise<Row[]> {
  const { name, ...prepared } = isKeyed(query) ? keptStatement(query) : statementOf(query);
  let statements = statementsOf.get(client);
  if (statements === undefined) {
    statements = new Set();
    statementsOf.set(client, statements);
  }
  statements.add(name);
  return (await client.query<Row & pg.QueryResultRow>({ name, ...prepared })).rows;
}

/**
 * Hands a pooled connection back, or closes it: one that failed mid-transaction (or mid-statement), since closing
 * ends both, and one holding more than STATEMENTS_PER_CONNECTION named statements, since closing is how they are
 * let go (pg keeps its own record of what it has prepared).
 */
export function releaseClient(client: pg.PoolClient, failed: boolean): void {
  client.release(failed || (statementsOf.get(client)?.size ?? 0) > STATEMENTS_PER_CONNECTION);
}
