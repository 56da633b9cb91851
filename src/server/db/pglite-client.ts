import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';

const asText = (value: string): string => value;

/**
 * The types drizzle-orm's PGlite driver reads as text (it maps dates and intervals itself): the list in
 * drizzle-orm/pglite/session.js, which sends it as `parsers` with every query.
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];

/** The part of a PGlite client drizzle-orm's driver calls. */
interface DrizzlePgliteClient {
  query: PGlite['query'];
  transaction: PGlite['transaction'];
}

// PGlite merges per-query `parsers` into a copy of its whole parser table (several hundred array types) on every
// query: half of what a one-row query cost. The instance parses those types as text itself instead, and the
// per-query copy is never asked for.
function withoutQueryParsers<Client extends Pick<PGlite, 'query'>>(client: Client): Client['query'] {
  return ((query: string, params?: unknown[], options?: QueryOptions) => {
    if (options?.parsers === undefined) return client.query(query, params, options);
    const { parsers: _alreadyTheInstances, ...rest } = options;
    return client.query(query, params, rest);
  }) as Client['query'];
}

/**
 * PostgreSQL's default of 128 MB of shared buffers is for a server of its own, and PGlite touches them all when
 * it starts. Embedded, the data folder's files stay in the operating system's page cache anyway; 8 MB keeps the
 * serving process under 300 MB (issue 24 item 5; with the default it held 440 MB idle).
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=8MB'];

/** Opens PGlite with drizzle's text types installed once, and the client drizzle should be handed. */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<{ client: PGlite; forDrizzle: DrizzlePgliteClient }> {
  const client = new PGlite(dataDir, { ...(image ? { loadDataDir: image } : {}), startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] });
  // Array parsers are built while PGlite starts; set after that, these stay.
  await client.waitReady;
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
  const forDrizzle: DrizzlePgliteClient = {
    query: withoutQueryParsers(client),
    // Inside a transaction drizzle only sends queries (nested ones are savepoints).
    transaction: ((callback) => client.transaction((tx) => callback({ query: withoutQueryParsers(tx) } as typeof tx))) as PGlite['transaction'],
  };
  return { client, forDrizzle };
}
