import { sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { jobseekerMatchProfiles as p } from '../db/schema';
import { codeOf, otherValue, type CodeKind } from './candidates-codes';

/** SQL text for a whole number the code computed (never user input): inlined, so the plan sees the constant. */
export function whole(value: number | bigint): SQL {
  return sql.raw(typeof value === 'bigint' ? `${value}::bigint` : String(Math.trunc(value)));
}

/**
 * A number from the role's answers or a filter set, exactly: whole numbers inline, anything else (a fraction, an
 * infinity that JSON can spell as 1e400) as a numeric literal, so a comparison decides as the algorithm's does.
 */
export function amount(value: number): SQL {
  return Number.isSafeInteger(value) ? sql.raw(String(value)) : sql.raw(`'${String(value)}'::numeric`);
}

/** A text[] literal of parameters (drizzle would spread a bare array into a list of values). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The projection again, under another name, for subqueries over it. */
const OTHER = 'other_profile';
const other = alias(p, OTHER);

/**
 * Whether the person is among those whose row meets `condition` (written on the `other_profile` alias): for checks
 * on the text and array columns, which the ranking index does not hold. PostgreSQL runs the subquery once, through
 * the column's GIN index, and looks each person up in a hash of the few it finds, so ranking still reads only the index.
 */
export function amongThoseWith(condition: (row: typeof other) => SQL): SQL {
  return sql`(${p.userId} in (select ${other.userId} from ${p} as ${sql.identifier(OTHER)} where ${condition(other)}))`;
}

/**
 * A check on one person, as the score adds it up: `one` is 0 or 1 (an integer, so adding checks needs no branch), `met`
 * the same as a condition. Built from bits where it can be: shifting a bit down to 0 or 1 is the cheapest check there is.
 */
export interface CodedCheck {
  one: SQL;
  met: SQL;
}

const isBigint = (column: PgColumn) => column.columnType === 'PgBigInt64' || column.columnType === 'PgBigInt53';

/** Whether `column` has any bit of `mask`. */
export function anyBit(column: PgColumn, mask: bigint): CodedCheck {
  // As a condition "<> 0": the planner reads that as true for most rows, where "= 1" would read as true for very few.
  const met = sql`(${column} & ${whole(isBigint(column) ? mask : Number(mask))}) <> 0`;
  const single = mask > 0n && (mask & (mask - 1n)) === 0n;
  return { one: single ? sql`((${column} >> ${whole(mask.toString(2).length - 1)}) & 1)` : sql`(${met})::integer`, met };
}

/** The person meets a condition. */
export function when(met: SQL): CodedCheck {
  return { one: sql`(${met})::integer`, met };
}

const never: CodedCheck = { one: sql`0`, met: sql`false` };

/**
 * Whether the person's answers of `kind`, held as bits of `column` from bit `offset`, include any of `values`: one
 * AND for the values with a code, a look in `other_values` for those without (nobody's coded answer can equal them).
 * `alsoBits` are bits of the column that meet the check whatever the values. Never null.
 */
export function holdsAny(kind: CodeKind, column: PgColumn, values: readonly string[], offset = 0, otherKind: string = kind, alsoBits = 0n): CodedCheck {
  let mask = alsoBits;
  const uncoded: string[] = [];
  for (const value of new Set(values)) {
    const code = codeOf(kind, value);
    if (code === undefined) uncoded.push(otherValue(otherKind, value));
    else mask |= 1n << BigInt(code + offset);
  }
  const coded = mask !== 0n ? anyBit(column, mask) : null;
  const typed = uncoded.length > 0 ? when(amongThoseWith((row) => sql`${row.otherValues} && ${textArray(uncoded)}`)) : null;
  if (coded && typed) return when(sql`(${coded.met} or ${typed.met})`);
  return coded ?? typed ?? never;
}

/** Whether the person has any trait bit of `mask` (TRAIT_BITS, set by the projection from the answers). */
export function hasTrait(mask: bigint): CodedCheck {
  return anyBit(p.traits, mask);
}
