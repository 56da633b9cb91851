import { createHash } from 'node:crypto';
import { readEnumOptions } from '../flows/read-enum';
import { START_WINDOWS, TEAM_SIZES, TRAVEL_AMOUNTS } from './algorithm';

/**
 * Whole-number codes for the answer values matching compares, so a projected row holds bit masks and small integers
 * instead of text arrays: a check is one AND on a column, not a search of an array of strings, which is most of what
 * ranking a large field of survivors costs. A code is a value's position in its list: the shared enumerations the
 * flow schemas validate answers against (schemas/enums), or the algorithm's own scales.
 *
 * Every row stores CODES_VERSION, a digest of the lists; rows written under other lists are rewritten at start-up,
 * as rows of another algorithm version are, so a code never means two values. A value with no code (an answer saved
 * under an older flow, free text in a staff filter set, more values than a mask has bits) is kept as "kind:value"
 * text in `other_values` and compared there instead, so every value still compares exactly as the algorithm does.
 */

/**
 * Skill ratings are packed 3 bits a skill (0: not rated; ratings are 1 to 4), 21 to a bigint, in 5 columns: fixed-width
 * columns a covering index can hold, where a byte string or an array could not be read without the table row.
 */
export const SKILL_BITS = 3;
export const SKILLS_PER_COLUMN = 21;
const SKILL_COLUMN_COUNT = 5;

/** What each kind of value is coded from, and how many codes its column can hold. */
const LISTS = {
  area: { values: enumValues('functional-areas'), capacity: 31 },
  hours: { values: enumValues('employment-types'), capacity: 31 },
  language: { values: enumValues('languages'), capacity: 63 },
  degree: { values: [...enumValues('undergraduate-degrees'), ...enumValues('graduate-degrees')], capacity: 63 },
  field: { values: enumValues('study-fields'), capacity: 63 },
  skill: { values: enumValues('functional-skills'), capacity: SKILLS_PER_COLUMN * SKILL_COLUMN_COUNT },
  // Metro areas are a small integer, 1-based: 0 is none given, -1 a place typed in (compared as text).
  metro: { values: enumValues('metro-areas'), capacity: 32_000 },
  // Single answers coded as one bit each in `traits` (TRAIT_BITS says where).
  teamwork: { values: enumValues('teamwork-approaches'), capacity: 8 },
  deadline: { values: enumValues('deadline-approaches'), capacity: 8 },
  mode: { values: enumValues('role-work-modes'), capacity: 7 },
  level: { values: enumValues('education-levels'), capacity: 8 },
  // The algorithm's scales: the start-date buckets it scores, team sizes and travel amounts it ranks.
  start: { values: Object.keys(START_WINDOWS), capacity: 15 },
  teamSize: { values: TEAM_SIZES, capacity: 15 },
  travel: { values: TRAVEL_AMOUNTS, capacity: 6 },
} as const;

export type CodeKind = keyof typeof LISTS;

function enumValues(name: string): string[] {
  return readEnumOptions(name).map((option) => String(option.const));
}

// The algorithm's own scales are ranked, so each of their values needs a code: a longer scale needs a wider field.
for (const kind of ['start', 'teamSize', 'travel'] as const) {
  if (LISTS[kind].values.length > LISTS[kind].capacity) throw new Error(`Matching codes: the ${kind} scale has more values than its field holds`);
}

const CODES = new Map<CodeKind, Map<string, number>>(
  (Object.keys(LISTS) as CodeKind[]).map((kind) => [kind, new Map(LISTS[kind].values.slice(0, LISTS[kind].capacity).map((value, at) => [value, at]))]),
);

/** The 0-based code of a value, or undefined when it has none (it is then compared as text). */
export function codeOf(kind: CodeKind, value: string): number | undefined {
  return CODES.get(kind)!.get(value);
}

/** The column (0–4) and bit offset of a coded skill's rating. */
export function skillSlot(code: number): { column: number; shift: number } {
  return { column: Math.floor(code / SKILLS_PER_COLUMN), shift: (code % SKILLS_PER_COLUMN) * SKILL_BITS };
}

/** The kind under which a language without a code is kept when it is spoken at professional working level or above. */
export const WORKING_LANGUAGE = 'working_language';

/** The text a value without a code is kept as in `other_values`. */
export function otherValue(kind: string, value: string): string {
  return `${kind}:${value}`;
}

/**
 * Bits of the `traits` column (a bigint): one per coded answer of the single-answer questions the factors compare,
 * and the facts about managing and travel they check, so each of those checks is one AND.
 */
export const TRAIT_BITS = {
  teamwork: 0, // + code, 8 bits
  deadline: 8, // + code, 8 bits
  disciplined: 16,
  flexible: 17,
  outgoing: 18,
  reserved: 19,
  /** Work modes the person would take, by their ranking and how firm it is (+ code of role-work-modes). */
  acceptsMode: 20, // + code, 7 bits
  /** Fully flexible about work modes: meets any the role offers, even one without a code. */
  acceptsAnyMode: 27,
  travelsOvernight: 28,
  /** Travels overnight and said how much (any answer, even one without a code). */
  travelAmountGiven: 29,
  /** Travels overnight at least this amount (+ code of the travel scale). */
  travelsAtLeast: 30, // + code, 6 bits
  level: 36, // + code of education-levels, 8 bits
  managed: 44,
  managedManagers: 45,
} as const;

/** The bit of a trait as a bigint mask (JavaScript numbers stop being exact past 2^53; masks go to 2^63). */
export function traitMask(...bits: number[]): bigint {
  return bits.reduce((mask, bit) => mask | (1n << BigInt(bit)), 0n);
}

/** What the projection's columns hold beyond the lists: raise it when that changes, so existing rows are rewritten. */
const PROJECTION_FORMAT = 2;

/** A digest of every list, the bit layout and the format: stored on each projected row, rows of another are rewritten. */
export const CODES_VERSION = createHash('sha256')
  .update(
    JSON.stringify({
      lists: Object.fromEntries([...CODES].map(([kind, codes]) => [kind, [...codes.keys()]])),
      TRAIT_BITS,
      SKILL_BITS,
      SKILLS_PER_COLUMN,
      PROJECTION_FORMAT,
    }),
  )
  .digest('hex')
  .slice(0, 16);
