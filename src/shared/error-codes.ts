/**
 * The stable machine codes an error answer carries as `code`, beside its `detail` or field messages (issue 25
 * item 6). Clients branch on the code, never on the words, which may change; a code, once sent, keeps its meaning.
 */
export const ERROR_CODES = [
  /** The request's content is refused: a field, a query parameter or the body as a whole (400). */
  'validation_failed',
  /** No session, or an Authorization header that is not a bearer token (401). */
  'not_authenticated',
  /** The session token's signature does not check out, or it was revoked (401): the client drops it. */
  'token_invalid',
  /** The session token has expired (401): the client drops it. */
  'token_expired',
  /** Signed in, but this is not theirs to see or do (403). */
  'forbidden',
  /** No such resource, or not one the caller may know of (404). */
  'not_found',
  /** No such address on this server at all (404). */
  'route_not_found',
  /** The request is fine but the state of things refuses it now (409). */
  'conflict',
  /** A status move the rules do not allow (403 not the caller's, 409 not now): a match's or a role's. */
  'transition_not_allowed',
  /** The body is larger than the server takes (413). */
  'payload_too_large',
  /** The address is longer than the server takes (414). */
  'uri_too_long',
  /** The body's type or encoding is not one the server reads (415). */
  'unsupported_media_type',
  /** Too many requests of one kind for now; Retry-After says how long to wait (429). */
  'rate_limited',
  /** The authenticator or backup code given does not check out (400). */
  'two_factor_code_invalid',
  /** The two-factor step of a sign-in has ended (expired, too many wrong codes, or completed): sign in again (400). */
  'two_factor_challenge_ended',
  /** Sign-in is locked after too many failed attempts; Retry-After says for how long (429). */
  'account_locked',
  /** The request did not arrive in time (408). */
  'request_timeout',
  /** The request's headers are larger than the server takes (431). */
  'headers_too_large',
  /** The server cannot take the request for now (503). */
  'service_unavailable',
  /** A fault on the server's side (500). */
  'internal_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  503: 'service_unavailable',
};

/** The code an error of an HTTP status has when nothing more particular is said of it. */
export function errorCodeForStatus(statusCode: number): ErrorCode {
  return BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'internal_error' : 'validation_failed');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
