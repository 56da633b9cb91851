import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { ROW_CHANGES_CHANNEL, rowTopic } from '../../../src/server/db/read-cache';
import { ANNOUNCED_BY_WRITER, ROW_CHANGE_KEYS, WHOLE_TABLE, type CachedTableName, type RowKey } from '../../../src/server/db/row-change-tables';
import { employers, flowAnswers, flowVersions, notifications, users } from '../../../src/server/db/schema';
import { openTestDatabase } from '../support/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <Row>(query: SQL): Promise<Row[]> => ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;

let people = 0;
async function person(): Promise<number> {
  people += 1;
  const email = `row-change-${people}@example.com`;
  const [row] = await database.db
    .insert(users)
    .values({ email, emailNormalized: email, passwordHash: 'x', firstName: 'Row', lastName: 'Change', userType: 'jobseeker' })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * A row of each registered table, with the key and the topic (by `rowTopic`) it is announced under. Typed by the
 * registry, so a table added there without a row here does not compile. Rows keyed by their person get an id of
 * their own that differs from that person's id, so a trigger announcing the row's id instead fails.
 */
const sampleRows: { [Name in CachedTableName]: () => Promise<{ key: RowKey<Name>; topic: string }> } = {
  users: async () => {
    const key = await person();
    return { key, topic: rowTopic(users, key) };
  },
  employers: async () => {
    const [row] = await database.db.insert(employers).values({ name: 'Row Change School', slug: 'row-change-school' }).returning({ id: employers.id });
    return { key: row!.id, topic: rowTopic(employers, row!.id) };
  },
  flow_answers: async () => {
    const key = await person();
    await database.db.insert(flowAnswers).values({ userId: key, flowId: 'test-flow', flowVersion: 1 });
    return { key, topic: rowTopic(flowAnswers, key) };
  },
  notifications: async () => {
    const [other, key] = [await person(), await person()];
    for (const userId of [other, other, key])
      await database.db.insert(notifications).values({ userId, type: 'message', title: 'Hello', createdAt: new Date() });
    const [row] = await database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, key));
    expect(row!.id).not.toBe(key);
    return { key, topic: rowTopic(notifications, key) };
  },
  flow_versions: async () => {
    await database.db.execute(sql`insert into flow_versions (flow_id, version, document, source) values ('test-flow', 1, '{}', 'studio')`);
    return { key: WHOLE_TABLE, topic: rowTopic(flowVersions, WHOLE_TABLE) };
  },
};

const registered = Object.keys(ROW_CHANGE_KEYS) as CachedTableName[];

describe('the tables the read cache keeps, and the triggers that announce their changes', () => {
  it('every table whose trigger announces row changes is registered, and only those', async () => {
    const triggers = await rowsOf<{ table: string; trigger: string; truncate: boolean }>(sql`
      select c.relname as "table", t.tgname as "trigger", (t.tgtype & 32) <> 0 as "truncate"
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.prosrc like ${`%'${ROW_CHANGES_CHANNEL}'%`}`);
    expect([...new Set(triggers.map((found) => found.table))].sort()).toEqual([...registered].sort());
    // Each is announced for its rows' inserts, updates and deletes, and as a whole when truncated.
    for (const name of registered) {
      expect(triggers.filter((found) => found.table === name && !found.truncate).map((found) => found.trigger)).toEqual([`${name}_row_changes`]);
      expect(triggers.filter((found) => found.table === name && found.truncate).map((found) => found.trigger)).toEqual([`${name}_truncated`]);
    }
  });

  it('files each key column under its own table', () => {
    for (const name of registered) {
      const key = ROW_CHANGE_KEYS[name];
      if (key !== WHOLE_TABLE) expect(getTableName(key.table)).toBe(name);
    }
  });

  it.each(registered)('a changed row of %s is announced as exactly its rowTopic', async (name) => {
    const { key, topic } = await sampleRows[name]();
    const heard = vi.spyOn(database.readCache, 'changed');
    try {
      const column = ROW_CHANGE_KEYS[name];
      // A change that leaves the row as it was still runs the trigger, for any table.
      const change =
        column === WHOLE_TABLE
          ? sql`update ${sql.identifier(name)} set version = version`
          : sql`update ${sql.identifier(name)} set ${sql.identifier(column.name)} = ${column} where ${column} = ${key}`;
      const ofThisTable = () => heard.mock.calls.map(([payload]) => payload).filter((payload) => payload === name || payload.startsWith(`${name}:`));
      if ((ANNOUNCED_BY_WRITER as readonly string[]).includes(name)) {
        // The server's connections skip these triggers (its code announces what it writes): as any other writer,
        // which has not asked for notices, the change is announced at commit and heard a moment later.
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('row_changes.delivery', '', true)`);
          await tx.execute(change);
        });
        await vi.waitFor(() => expect(ofThisTable().length).toBeGreaterThan(0));
      } else {
        await database.db.execute(change);
        // Heard before the writing statement answers, on both databases (on PostgreSQL, from the writing
        // connection's notices); later deliveries of other tables' changes (NOTIFY at commit) are left aside.
        expect(ofThisTable().length).toBeGreaterThan(0);
      }
      expect(new Set(ofThisTable())).toEqual(new Set([topic]));
    } finally {
      heard.mockRestore();
    }
  });
});
