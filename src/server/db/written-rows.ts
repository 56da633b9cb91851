import { AsyncLocalStorage } from 'node:async_hooks';
import type { Table } from 'drizzle-orm';
import type { AppDb } from './database';
import { rowTopic } from './read-cache';
import type { AnnouncedByWriter, RowKey } from './row-change-tables';

/** Forgets and announces the topics; answers once they are announced, and never fails (a failed announcement is dropped). */
type Settle = (topics: readonly string[]) => void | Promise<void>;

/** The rows an open transaction wrote to tables whose writers announce them. */
interface OpenTransaction {
  db: AppDb;
  topics: Set<string>;
  ended: boolean;
}

const openTransactions = new AsyncLocalStorage<OpenTransaction>();
const settlers = new WeakMap<object, Settle>();

/**
 * Runs every `db.transaction` of this database so that the rows its callback writes through `writeAnnounced` are
 * handed to `settle` once the transaction is over, committed or not, and announced before the caller of
 * `db.transaction` continues: the process forgets those rows then and tells the other processes (docs/read-cache.md). A rolled-back
 * write is settled too: forgetting a row that did not change costs one read.
 */
export function settleWritesAfterTransactions(db: AppDb, settle: Settle): void {
  settlers.set(db, settle);
  const transaction = db.transaction.bind(db);
  db.transaction = async (run, config) => {
    const open: OpenTransaction = { db, topics: new Set(), ended: false };
    try {
      return await openTransactions.run(open, () => transaction(run, config));
    } finally {
      open.ended = true;
      // Awaited: the transaction's caller continues (and its request answers) once the other processes can hear it.
      if (open.topics.size > 0) await settle([...open.topics]);
    }
  };
}

/**
 * Writes rows of a table whose server-side writers announce their own changes (answers and notifications: their
 * triggers skip the server's connections, migration 0031), keyed as that table is announced (the person), and
 * announces them once committed: after the transaction `write` runs in, or at once when `db` is the database
 * itself (a statement commits on its own).
 */
export async function writeAnnounced<Name extends AnnouncedByWriter, T>(
  db: object,
  table: Table & { _: { name: Name } },
  keys: RowKey<Name> | readonly RowKey<Name>[],
  write: () => Promise<T>,
): Promise<T> {
  const topics = (Array.isArray(keys) ? keys : [keys]).map((key: RowKey<Name>) => rowTopic(table, key));
  const open = openTransactions.getStore();
  const ownSettle = settlers.get(db);
  if (open && !open.ended && (!ownSettle || open.db === db)) {
    for (const topic of topics) open.topics.add(topic);
    return write();
  }
  if (!ownSettle) throw new Error(`${topics.join(', ')}: written through a transaction that is over, so nothing would announce it.`);
  try {
    return await write();
  } finally {
    await ownSettle(topics);
  }
}
