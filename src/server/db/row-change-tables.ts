import type { Column } from 'drizzle-orm';
import { employers, flowAnswers, notifications, users } from './schema';

/** The key of a table whose trigger announces one topic for any change to it, `<table>:all`. */
export const WHOLE_TABLE = 'all';

/** Each entry's column must belong to the table it is filed under: a key read off another table is a type error. */
function keyedBy<const K extends { [Name in keyof K]: (Column & { _: { tableName: Name } }) | typeof WHOLE_TABLE }>(keys: K): K {
  return keys;
}

/**
 * The tables the read cache keeps rows of, by SQL name, with the key the table's row-change trigger announces a
 * changed row under (`<table>:<key>`, src/server/db/sql/notify_row_change_by_id.sql and _by_user_id.sql). Every table with such a trigger is here, and
 * only these can be named to `rowTopic` (tests/api/db/row-change-tables.test.ts checks both against the database).
 */
export const ROW_CHANGE_KEYS = keyedBy({
  users: users.id,
  employers: employers.id,
  // Rows that belong to a person are announced under their user id: one topic for all of a person's rows.
  flow_answers: flowAnswers.userId,
  notifications: notifications.userId,
  // Announced once per statement (migration 0025): every read of it depends on the whole table.
  flow_versions: WHOLE_TABLE,
});

type RowChangeKeys = typeof ROW_CHANGE_KEYS;

/** The SQL name of a table whose changed rows the database announces. */
export type CachedTableName = keyof RowChangeKeys;

/**
 * The tables people write most, whose triggers skip the server's own connections (migration 0031): the server's
 * code declares each row it writes there (`announceWrite`) and announces it after the commit, so these writes pay
 * for no trigger call. Any other writer's changes are announced by the triggers as for every table.
 */
export const ANNOUNCED_BY_WRITER = ['flow_answers', 'notifications'] as const satisfies readonly CachedTableName[];

export type AnnouncedByWriter = (typeof ANNOUNCED_BY_WRITER)[number];

/** The key a changed row of `Name` is announced under: the key column's value, or `'all'`. */
export type RowKey<Name extends CachedTableName> = RowChangeKeys[Name] extends Column ? RowChangeKeys[Name]['_']['data'] : RowChangeKeys[Name];
