/** What went wrong with a call: no answer, a server fault (5xx) or an answer refusing the request (4xx). */
export type ApiErrorKind = 'network' | 'server' | 'client';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status; null when no answer came. */
  status: number | null;
  /** The answer's body with camelCase keys (field errors keyed like the app's fields); null without one. */
  body: unknown;
  message: string;
}

/** The one error type the API client throws; `message` is the text to show a person (spec 000 §8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly body: unknown;
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
    this.retryable = init.kind !== 'client';
    this.occurredAt = Date.now();
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
