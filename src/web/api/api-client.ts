import { REQUEST_TIMEOUT_MS } from '../../shared/session-constants';
import { fromWire, toWire } from '../../shared/wire-keys';
import { getSession } from '../session/session-store';
import { removeToken } from '../session/token-store';
import { ApiError } from './api-error';
import { buildRequestUrl } from './build-request-url';
import { addErrorEntry } from './error-list';
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE } from './error-messages';
import { isErrorCode, type ErrorCode } from '../../shared/error-codes';
import { isPlainObject } from '../../shared/plain-object';
import { firstErrorMessage } from './first-error-message';
import { reportConnectionError } from './report-connection-error';
import { notifyApiResponse } from './response-listeners';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /**
   * A camelCase object; sent as JSON with snake_case names and empty entries dropped (spec 000 §5), but for the
   * contents of properties whose keys are data (shared/wire/keys-are-data.ts), sent as given. FormData is sent as multipart.
   */
  body?: unknown;
  /** camelCase query parameters, sent in snake_case. */
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The name recorded in the error list when the call fails; the path when not given. */
  module?: string;
  /** Send no bearer token: for the calls that start a session, where an old one has no business. */
  anonymous?: boolean;
  /** Aborting it cancels the call quietly: the caller gave up, so nothing is reported. */
  signal?: AbortSignal;
  /** Answers to save: empty values are sent (as null) because they clear an answer, not dropped as §5 says for other bodies. */
  keepEmptyValues?: boolean;
}

/**
 * The one way the app calls its API (spec 000 §7, §8). Resolves with the answer's body in camelCase (the contents of
 * properties whose keys are data as sent, whatever the route: shared/wire/keys-are-data.ts); rejects
 * with an ApiError whose message is the text to show, after adding it to the error list.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const module = options.module ?? path;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  // A file upload's multipart boundary is the browser's to set.
  const isUpload = body instanceof FormData;
  if (body !== undefined && !isUpload) headers.set('Content-Type', 'application/json');
  if (!options.anonymous && !headers.has('Authorization')) {
    const session = getSession();
    if (session.valid && session.token !== null) headers.set('Authorization', `Bearer ${session.token}`);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const forwardAbort = (): void => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  if (signal?.aborted) controller.abort();

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(buildRequestUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isUpload ? body : JSON.stringify(toWire(body, { keepEmptyValues: options.keepEmptyValues })),
      signal: controller.signal,
    });
    payload = await readPayload(response);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    // No answer, or none within the time-out: to the person both are "cannot reach the servers".
    const error = new ApiError({ kind: 'network', status: null, body: null, message: NETWORK_ERROR_MESSAGE });
    const reason = cause instanceof Error ? cause.message : String(cause);
    reportConnectionError({ type: 'network', error: reason, timestamp: error.occurredAt });
    throw fail(error, module);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  // Every answer, good or bad, is news for the session refresh (spec 000 §4); no answer is not.
  notifyApiResponse({ path, status: response.status });
  if (response.ok) return fromWire<T>(payload);
  const { code, body: errorBody } = splitCode(fromWire<unknown>(payload));
  if (response.status >= 500) {
    const error = new ApiError({ kind: 'server', status: response.status, body: errorBody, code, message: SERVER_ERROR_MESSAGE });
    reportConnectionError({ type: 'server', status: response.status, error: error.message, timestamp: error.occurredAt });
    throw fail(error, module);
  }
  // The server rejects the token itself (spec 000 §4): the stored session has ended.
  if (code === 'token_invalid' || code === 'token_expired') removeToken();
  throw fail(new ApiError({ kind: 'client', status: response.status, body: errorBody, code, message: firstErrorMessage(errorBody) }), module);
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page is not JSON; keep it out of the way of "first value of the error body".
    return null;
  }
}

/** An error answer's machine code, and the rest of it (the detail or field messages) for the people-facing paths. */
function splitCode(body: unknown): { code: ErrorCode | null; body: unknown } {
  if (!isPlainObject(body) || !isErrorCode(body.code)) return { code: null, body };
  const { code, ...rest } = body;
  return { code, body: rest };
}

function fail(error: ApiError, module: string): ApiError {
  addErrorEntry({ message: error.message, module });
  return error;
}
