// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { apiRequest } from '../../../../src/web/api/api-client';
import { ApiError } from '../../../../src/web/api/api-error';
import { clearErrorList, getErrorList } from '../../../../src/web/api/error-list';
import type { ConnectionErrorDetail } from '../../../../src/web/api/report-connection-error';
import type { ApiResponseInfo } from '../../../../src/web/api/response-listeners';
import { onApiResponse } from '../../../../src/web/api/response-listeners';
import { sessionToken } from '../support/make-token';
import type { TestServer } from '../support/test-server';
import { startTestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.reply(() => ({ status: 200, body: { ok: true } }));
  localStorage.clear();
  clearErrorList();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

function collectConnectionErrors(): ConnectionErrorDetail[] {
  const seen: ConnectionErrorDetail[] = [];
  window.addEventListener('connection-error', (event) => seen.push(event.detail));
  return seen;
}

describe('request URL', () => {
  it('adds a trailing slash to a path without one', async () => {
    await apiRequest('/api/my-profile');
    expect(server.requests[0]?.url).toBe('/api/my-profile/');
  });

  it('leaves a path that already ends in a slash alone', async () => {
    await apiRequest('/login/', { method: 'POST', body: {} });
    expect(server.requests[0]?.url).toBe('/login/');
  });

  it('adds no slash when there is a query string, and sends its names in snake_case', async () => {
    await apiRequest('/api/notifications/notifications', { query: { isRead: false, limit: 5 } });
    expect(server.requests[0]?.url).toBe('/api/notifications/notifications?is_read=false&limit=5');
  });

  it('adds no slash to a path that carries its own query string', async () => {
    await apiRequest('/sign-in-with-email?token=abc');
    expect(server.requests[0]?.url).toBe('/sign-in-with-email?token=abc');
  });
});

describe('bearer header', () => {
  it('sends the stored token when it is unexpired', async () => {
    const token = sessionToken('jobseeker', 600);
    localStorage.setItem(JWT_STORAGE_KEY, token);
    await apiRequest('/api/my-profile/');
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('sends no token once it has expired', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker', -1));
    await apiRequest('/api/my-profile/');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends no token that cannot be decoded', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'not-a-jwt');
    await apiRequest('/api/my-profile/');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('keeps an Authorization header the caller set', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('staff'));
    await apiRequest('/refresh/', { method: 'POST', headers: { Authorization: 'Bearer other' } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer other');
  });
});

describe('case conversion', () => {
  it('sends camelCase bodies as snake_case JSON, dropping empty values but keeping false', async () => {
    await apiRequest('/api/user/', {
      method: 'POST',
      body: { firstName: 'Ada', lastName: 'Lovelace', organization: '', openToMatching: false },
    });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.body).toEqual({ first_name: 'Ada', last_name: 'Lovelace', open_to_matching: false });
  });

  it('answers with camelCase keys at every depth', async () => {
    server.reply(() => ({ status: 200, body: { has_confirmed_email: true, completed_sections: ['Core Profile'], employer: { employer_id: 3 } } }));
    await expect(apiRequest('/api/my-profile/')).resolves.toEqual({
      hasConfirmedEmail: true,
      completedSections: ['Core Profile'],
      employer: { employerId: 3 },
    });
  });
});

describe('refused requests (4xx)', () => {
  it('throws the first value of the error body, keeps the body, and adds it to the error list', async () => {
    server.reply(() => ({ status: 400, body: { email: ['An account with this e-mail already exists.'], first_name: ['Too long.'] } }));
    const error = await failureOf(apiRequest('/api/user/', { method: 'POST', body: {}, module: 'sign-up' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('An account with this e-mail already exists.');
    expect(error.body).toEqual({ email: ['An account with this e-mail already exists.'], firstName: ['Too long.'] });
    expect(error.retryable).toBe(false);
    expect(getErrorList()).toEqual([{ message: 'An account with this e-mail already exists.', module: 'sign-up' }]);
  });

  it.each([
    ['Invalid signature.', 'token_invalid'],
    ['Signature has expired.', 'token_expired'],
  ])('removes the stored token on "%s" (%s)', async (detail, code) => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee'));
    server.reply(() => ({ status: 401, body: { detail, code } }));
    const error = await failureOf(apiRequest('/api/my-profile/'));
    expect(error.message).toBe(detail);
    expect(error.code).toBe(code);
    // The code is taken out of the body, which keeps the detail or field messages only.
    expect(error.body).toEqual({ detail });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });

  it('keeps the token on other refusals', async () => {
    const token = sessionToken('employee');
    localStorage.setItem(JWT_STORAGE_KEY, token);
    server.reply(() => ({ status: 403, body: { detail: 'You do not have permission to perform this action.', code: 'forbidden' } }));
    await failureOf(apiRequest('/api/my-profile/'));
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(token);
  });

  it("says 'Unknown error' when the body has no message", async () => {
    server.reply(() => ({ status: 400 }));
    expect((await failureOf(apiRequest('/login/', { method: 'POST' }))).message).toBe('Unknown error');
  });
});

describe('server errors (5xx)', () => {
  it('gives the server message, flags it retryable, and fires the connection-error event', async () => {
    const seen = collectConnectionErrors();
    server.reply(() => ({ status: 503, body: { detail: 'database down: secret internals' } }));
    const before = Date.now();
    const error = await failureOf(apiRequest('/api/my-profile/', { module: 'my-profile' }));
    expect(error.message).toBe('Our servers are experiencing issues. Please try again in a few moments.');
    expect(error.kind).toBe('server');
    expect(error.retryable).toBe(true);
    expect(error.occurredAt).toBeGreaterThanOrEqual(before);
    expect(seen.at(-1)).toEqual({ type: 'server', status: 503, error: error.message, timestamp: error.occurredAt });
    expect(window.connectionErrorTimestamp).toBe(error.occurredAt);
    expect(getErrorList().at(-1)).toEqual({ message: error.message, module: 'my-profile' });
  });
});

describe('network errors', () => {
  it('gives the connection message when nothing answers, and fires the connection-error event', async () => {
    const seen = collectConnectionErrors();
    const closed = await startTestServer();
    await closed.close();
    // The window now points at a port nobody listens on.
    const error = await failureOf(apiRequest('/api/my-profile/'));
    expect(error.message).toBe('Unable to connect to our servers. Please check your internet connection.');
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(seen.at(-1)).toMatchObject({ type: 'network', timestamp: error.occurredAt });
    expect(window.connectionErrorTimestamp).toBe(error.occurredAt);
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.origin}/`);
  });
});

describe('time-out', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up after 30 seconds with the connection message', async () => {
    vi.useFakeTimers();
    // A server that never answers: the request ends only when its signal aborts.
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    let settled = false;
    const pending = failureOf(apiRequest('/api/my-profile/')).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe('Unable to connect to our servers. Please check your internet connection.');
  });

  it('stays quiet when the caller aborts', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    const controller = new AbortController();
    const pending = apiRequest('/api/my-profile/', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(getErrorList()).toEqual([]);
  });
});

describe('response listeners', () => {
  it('hears of every answer, good or bad, and not of a call that got none', async () => {
    const heard: ApiResponseInfo[] = [];
    const stop = onApiResponse((info) => heard.push(info));
    await apiRequest('/api/my-profile/');
    server.reply(() => ({ status: 403, body: { detail: 'No.' } }));
    await failureOf(apiRequest('/api/my-profile/'));
    const closed = await startTestServer();
    await closed.close();
    await failureOf(apiRequest('/api/my-profile/'));
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${server.origin}/`);
    stop();
    await apiRequest('/api/my-profile/').catch(() => undefined);
    expect(heard).toEqual([
      { path: '/api/my-profile/', status: 200 },
      { path: '/api/my-profile/', status: 403 },
    ]);
  });

  it('a failing listener does not fail the call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stop = onApiResponse(() => {
      throw new Error('listener bug');
    });
    await expect(apiRequest('/api/my-profile/')).resolves.toEqual({ ok: true });
    stop();
    vi.restoreAllMocks();
  });
});
