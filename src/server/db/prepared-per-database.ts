import type { AppDb } from './database';

/**
 * A query of the request path, built and prepared once per database instead of on every call: building SQL with
 * drizzle's query builder was a fifth of what a one-query request cost the server. On PostgreSQL a prepared query
 * is also parsed and planned once per connection. Only for the database itself: inside a transaction, build the
 * query on the transaction instead, or it runs outside it.
 */
export function preparedPerDatabase<Query>(build: (db: AppDb) => Query): (db: AppDb) => Query {
  const queries = new WeakMap<AppDb, Query>();
  return (db) => {
    let query = queries.get(db);
    if (query === undefined) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
}
