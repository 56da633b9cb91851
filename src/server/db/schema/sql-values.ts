import { sql, type SQL } from 'drizzle-orm';

/**
 * A constant list of words as SQL literals, `'a', 'b'`, for a CHECK or an index predicate that must say what a
 * constant in code says: drizzle-kit writes the literal list into the migration, so a change to the constant
 * shows as a schema change (`npm run check:migrations`) and cannot pass unnoticed.
 */
export function sqlValues(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));
}
