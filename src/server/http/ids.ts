import { MAX_INTEGER } from './integer-bounds';

// The one definition of what names a row, in a path, a query or a body: every route reads ids through these
// (and path-params.ts), so an id past the database's integer range names nothing everywhere alike.

/**
 * A regular expression for the text of the whole numbers from 1 to `max`, written plainly (no sign, no leading
 * zero, no exponent): fewer digits than `max`, or as many with a prefix of `max` and then a smaller digit.
 */
export function wholeNumbersUpTo(max: number): string {
  const digits = String(max);
  const shorter = digits.length > 1 ? [`[1-9][0-9]{0,${digits.length - 2}}`] : [];
  const sameLength = [...digits].flatMap((digit, at) => {
    const lowest = at === 0 ? 1 : 0;
    if (Number(digit) <= lowest) return [];
    const rest = digits.length - at - 1;
    return [`${digits.slice(0, at)}[${lowest}-${Number(digit) - 1}]${rest > 0 ? `[0-9]{${rest}}` : ''}`];
  });
  return `^(?:${[...shorter, ...sameLength, digits].join('|')})$`;
}

/** A row id as a path writes it: 1 to PostgreSQL's integer maximum, so an id past it can name nothing (404). */
export const ID_PATTERN = wholeNumbersUpTo(MAX_INTEGER);
/** A uuid as a path writes it, in either case (rows keep them lower-case). */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const ID = new RegExp(ID_PATTERN);
/** Whether text is a row id, for one sent elsewhere than in a path (a query parameter). */
export function isIdText(text: string): boolean {
  return ID.test(text);
}

const UUID = new RegExp(UUID_PATTERN);
/** Whether text is a uuid, for one sent elsewhere than in a path (a query parameter, a body's field). */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/** Whether a value (a body's field) is a row id: a whole number from 1 to PostgreSQL's integer maximum. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INTEGER;
}
