import { errorCodeForStatus, type ErrorCode } from '../../shared/error-codes';

/** Field name to the messages a person can act on, as the wire's `{"field": ["message"]}` body. */
export type FieldErrors = Record<string, string[]>;

/** A detail with data beside it that a client acts on: a flow draft's `problems`, each with its step. */
export type DetailWithData = { detail: string } & Record<string, unknown>;

/** An error answer as sent: the detail or field messages first (clients show the first value), then its code. */
export type ErrorBody = ({ detail: string } | FieldErrors | Record<string, unknown>) & { code: ErrorCode };

/**
 * `body` with its `code`. `code` names the error, so a field called "code" (one a client sent unasked, say) has
 * its messages said in `detail` instead of being overwritten.
 */
export function codedBody(code: ErrorCode, body: { detail: string } | FieldErrors | Record<string, unknown>): ErrorBody {
  if (!Object.hasOwn(body, 'code')) return { ...body, code };
  const { code: field, ...rest } = body as Record<string, unknown>;
  const messages = Array.isArray(field) ? field.join(' ') : String(field);
  return { detail: `code: ${messages}`, ...rest, code };
}

/**
 * An expected failure with the status, code and body the client should see. Anything else that is thrown is a
 * bug and answers a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string } | FieldErrors | DetailWithData,
    readonly headers: Record<string, string> = {},
    /** The machine code; by default the one of the status (`errorCodeForStatus`). */
    readonly code: ErrorCode = errorCodeForStatus(statusCode),
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }

  /** A refusal whose code is the one of its status (`not_found` for 404, …). */
  static detail(statusCode: number, detail: string, headers?: Record<string, string>): AppError {
    return new AppError(statusCode, { detail }, headers);
  }

  /** A refusal with a code of its own, for a case a client tells apart from others of its status. */
  static coded(code: ErrorCode, statusCode: number, detail: string, headers?: Record<string, string>): AppError {
    return new AppError(statusCode, { detail }, headers, code);
  }

  /**
   * A refusal that says more than its detail: `data`'s fields are sent beside it (a draft's `problems`), so even
   * an answer with data is made by the one error handler. The detail is sent first, as clients show the first value.
   */
  static withData(statusCode: number, detail: string, data: Record<string, unknown> & { detail?: never; code?: never }, code?: ErrorCode): AppError {
    return new AppError(statusCode, { detail, ...data }, {}, code);
  }

  static fields(errors: FieldErrors): AppError {
    return new AppError(400, errors);
  }

  /** The body as sent: the detail or field messages and the code. */
  wireBody(): ErrorBody {
    return codedBody(this.code, this.body);
  }
}
