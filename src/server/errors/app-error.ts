/** Field name to the messages a person can act on, as the wire's `{"field": ["message"]}` body. */
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure with the status and body the client should see. Anything else that is thrown is a
 * bug and answers a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }

  static detail(statusCode: number, detail: string, headers?: Record<string, string>): AppError {
    return new AppError(statusCode, { detail }, headers);
  }

  static fields(errors: FieldErrors): AppError {
    return new AppError(400, errors);
  }
}
