/** What is known of a database error raised by bad input rather than by a bug. */
export interface DatabaseInputError {
  /** The SQLSTATE, e.g. 22003 numeric_value_out_of_range. */
  code: string;
  detail: string;
}

/**
 * SQLSTATE classes the request's own values cause: 22 "data exception" (a number out of a column's range, text
 * with a NUL, a malformed date or uuid, a string longer than its column) and 54 "program limit exceeded" (a value
 * too large to index).
 */
const INPUT_CLASSES = /^(?:22|54)[0-9A-Z]{3}$/;

function messageFor(code: string): string {
  switch (code) {
    case '22003':
      return 'A number in the request is larger or smaller than this value can be. Check the numbers and ids sent.';
    case '22021':
    case '22P05':
      return 'The request contains a character that cannot be stored (a NUL character or an invalid one). Remove it and try again.';
    case '22001':
    case '54000':
      return 'A value in the request is too long to be stored. Send a shorter one.';
    default:
      return 'A value in the request is not in a form that can be stored. Check the values sent.';
  }
}

/**
 * The bad-input database error behind `error`, if it is one: both drivers (node-postgres and PGlite) give the
 * SQLSTATE as `code`, and Drizzle wraps it as the `cause` of its own error. The routes check their input first;
 * this is the backstop that keeps a check someone forgot from turning into a 500.
 */
export function databaseInputError(error: unknown): DatabaseInputError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && INPUT_CLASSES.test(code)) return { code, detail: messageFor(code) };
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
