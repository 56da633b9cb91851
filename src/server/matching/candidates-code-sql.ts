import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { jobseekerMatchProfiles as p } from '../db/schema';
import { codeOf, otherValue, type CodeKind } from './candidates-codes';

/** SQL text for a whole number the code computed (never user input): inlined, so the plan sees the constant. */
export function whole(value: number | bigint): SQL {
  return sql.raw(typeof value === 'bigint' ? `${value}::bigint` : String(Math.trunc(value)));
}

/** A text[] literal of parameters (drizzle would spread a bare array into a list of values). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Whether the person's answers of `kind`, held as bits of `column` from bit `offset`, include any of `values`: one
 * AND for the values with a code, a look in `other_values` for those without (nobody's coded answer can equal them).
 * `alsoBits` are bits of the column that meet the check whatever the values.
 */
export function holdsAny(kind: CodeKind, column: PgColumn, values: readonly string[], offset = 0, otherKind: string = kind, alsoBits = 0n): SQL {
  let mask = alsoBits;
  const uncoded: string[] = [];
  for (const value of new Set(values)) {
    const code = codeOf(kind, value);
    if (code === undefined) uncoded.push(otherValue(otherKind, value));
    else mask |= 1n << BigInt(code + offset);
  }
  const checks: SQL[] = [];
  if (mask !== 0n) checks.push(sql`(${column} & ${whole(column.columnType === 'PgBigInt64' || column.columnType === 'PgBigInt53' ? mask : Number(mask))}) <> 0`);
  if (uncoded.length > 0) checks.push(sql`${p.otherValues} && ${textArray(uncoded)}`);
  if (checks.length === 0) return sql`false`;
  return checks.length === 1 ? checks[0]! : sql`(${sql.join(checks, sql` or `)})`;
}

/** Whether the person has any trait bit of `mask` (TRAIT_BITS, set by the projection from the answers). */
export function hasTrait(mask: bigint): SQL {
  return sql`(${p.traits} & ${whole(mask)}) <> 0`;
}
