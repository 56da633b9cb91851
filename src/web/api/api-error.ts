import type { ErrorCode } from '../../shared/error-codes';

/** What went wrong with a call: no answer, a server fault (5xx) or an answer refusing the request (4xx). */
export type ApiErrorKind = 'network' | 'server' | 'client';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; null when no answer came. */
  status: number | null;
  /** The answer's body with camelCase keys (field errors keyed like the app's fields), its `code` taken out; null without one. */
  body: unknown;
  message: string;
  /** The answer's machine code (src/shared/error-codes.ts); null without an answer or a known code. */
  code?: ErrorCode | null;
}

/** The one error type the API client throws; `message` is the text to show a person (spec 000 §8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: unknown;
  /** What the server says went wrong, for code to branch on: the message is for people and may change. */
  readonly code: ErrorCode | null;
  /** Network and server failures may go away by themselves; a refused request will not. */
  readonly retryable: boolean;
  /** When the failure happened, in milliseconds since the epoch. */
  readonly occurredAt: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.code = init.code ?? null;
    this.retryable = init.kind !== 'client';
    this.occurredAt = Date.now();
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
