// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { apiRequest } from '../../../../src/web/api/api-client';
import { clearUnsavedChanges, setUnsavedChanges } from '../../../../src/web/forms/unsaved-changes';
import { pageNavigation } from '../../../../src/web/session/page-navigation';
import { refreshSession } from '../../../../src/web/session-refresh/refresh-session';
import { useSessionRefresh } from '../../../../src/web/session-refresh/use-session-refresh';
import type { FetchStub, StubReply } from '../support/fetch-stub';
import { deferred, stubFetch } from '../support/fetch-stub';
import { sessionToken } from '../support/make-token';

const START = new Date('2030-01-01T09:00:00Z');

let fetchStub: FetchStub;
let reload: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
let freshToken: string;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
  clearUnsavedChanges();
  freshToken = sessionToken('jobseeker', 30 * 60);
  fetchStub = stubFetch();
  fetchStub.reply((call) => (call.url === '/refresh/' ? { status: 200, body: { token: freshToken } } : { status: 200, body: { ok: true } }));
  reload = vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  renderHook(() => useSessionRefresh());
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets the refresh that an answer started run to its end. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

function signInWithSecondsLeft(seconds: number): string {
  const token = sessionToken('jobseeker', seconds);
  localStorage.setItem(JWT_STORAGE_KEY, token);
  return token;
}

describe('refresh threshold', () => {
  it('refreshes after an answer when 9:59 are left, sending the token in the body and as the bearer', async () => {
    const old = signInWithSecondsLeft(9 * 60 + 59);
    await apiRequest('/api/my-profile/');
    await settle();
    const refreshes = fetchStub.callsTo('/refresh/', 'POST');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.body).toEqual({ token: old });
    expect(refreshes[0]?.authorization).toBe(`Bearer ${old}`);
  });

  it('does not refresh when 10:01 are left', async () => {
    signInWithSecondsLeft(10 * 60 + 1);
    await apiRequest('/api/my-profile/');
    await settle();
    expect(fetchStub.callsTo('/refresh/')).toHaveLength(0);
  });

  it('refreshes after an error answer too', async () => {
    signInWithSecondsLeft(5 * 60);
    fetchStub.reply((call) => (call.url === '/refresh/' ? { status: 200, body: { token: freshToken } } : { status: 403, body: { detail: 'No.' } }));
    await expect(apiRequest('/api/my-profile/')).rejects.toThrow('No.');
    await settle();
    expect(fetchStub.callsTo('/refresh/')).toHaveLength(1);
  });

  it('does nothing with an expired token or none', async () => {
    signInWithSecondsLeft(-1);
    await apiRequest('/api/my-profile/');
    localStorage.clear();
    await apiRequest('/api/my-profile/');
    await settle();
    expect(fetchStub.callsTo('/refresh/')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('starts one refresh for answers that arrive while it runs', async () => {
    signInWithSecondsLeft(4 * 60);
    const held = deferred<StubReply>();
    fetchStub.reply((call) => (call.url === '/refresh/' ? held.promise : { status: 200, body: { ok: true } }));
    await Promise.all([apiRequest('/api/a/'), apiRequest('/api/b/'), apiRequest('/api/c/')]);
    await settle();
    expect(fetchStub.callsTo('/refresh/')).toHaveLength(1);
    held.resolve({ status: 200, body: { token: freshToken } });
    await settle();
    // The fresh token is 30 minutes from expiry: later answers start nothing.
    await apiRequest('/api/d/');
    await settle();
    expect(fetchStub.callsTo('/refresh/')).toHaveLength(1);
  });
});

describe('refresh outcome', () => {
  it('stores the new token and reloads the page', async () => {
    signInWithSecondsLeft(9 * 60);
    await apiRequest('/api/my-profile/');
    await settle();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(freshToken);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('only stores the token while there are unsaved changes, so typed input survives', async () => {
    signInWithSecondsLeft(9 * 60);
    setUnsavedChanges();
    await apiRequest('/api/my-profile/');
    await settle();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(freshToken);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once the changes are saved', async () => {
    signInWithSecondsLeft(9 * 60);
    setUnsavedChanges();
    clearUnsavedChanges();
    await apiRequest('/api/my-profile/');
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends the person to /login and forgets the token when the refresh is refused', async () => {
    signInWithSecondsLeft(9 * 60);
    fetchStub.reply((call) => (call.url === '/refresh/' ? { status: 400, body: { detail: 'Refresh has expired.' } } : { status: 200, body: {} }));
    await apiRequest('/api/my-profile/');
    await settle();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sends the person to /login when a refresh is attempted with no token, without calling', async () => {
    await refreshSession();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(fetchStub.calls).toHaveLength(0);
  });

  it('keeps the session when the refresh gets no answer: that is the connection, not the session', async () => {
    const old = signInWithSecondsLeft(9 * 60);
    fetchStub.reply((call) => (call.url === '/refresh/' ? 'network' : { status: 200, body: {} }));
    await apiRequest('/api/my-profile/');
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(old);
  });

  it('does not reload for a new token that is itself inside the refresh window (no reload loop)', async () => {
    signInWithSecondsLeft(9 * 60);
    freshToken = sessionToken('jobseeker', 8 * 60);
    await apiRequest('/api/my-profile/');
    await settle();
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(freshToken);
    expect(reload).not.toHaveBeenCalled();
  });
});
