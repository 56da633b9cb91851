// @vitest-environment happy-dom
import { act, cleanup, fireEvent, isInaccessible, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { useMyProfile } from '../../../../src/web/api/account/use-my-profile';
import { ApiError } from '../../../../src/web/api/api-error';
import { reportConnectionError } from '../../../../src/web/api/report-connection-error';
import { clearConnectionError, getConnectionState, reportConnectionProblem, reportScreenDataFailure } from '../../../../src/web/connection/connection-store';
import { shouldShowUnavailable } from '../../../../src/web/connection/should-show-unavailable';
import type { FetchStub } from '../support/fetch-stub';
import { stubFetch } from '../support/fetch-stub';
import { sessionToken } from '../support/make-token';
import { wireProfile } from '../support/profile';
import { renderShell } from '../support/render-shell';

const HEALTH = '/api/health/';
const PROFILE = '/api/my-profile/';

let fetchStub: FetchStub;
let healthy: boolean;
let profileUp: boolean;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
  localStorage.clear();
  clearConnectionError();
  healthy = false;
  profileUp = true;
  fetchStub = stubFetch();
  fetchStub.reply((call) => {
    if (call.url === HEALTH) return healthy ? { status: 200, body: { status: 'ok' } } : { status: 503, body: { detail: 'Down.' } };
    if (call.url === PROFILE)
      return profileUp ? { status: 200, body: wireProfile({ user_type: 'employee', first_name: 'Ada' }) } : { status: 503, body: { detail: 'Down.' } };
    return { status: 404, body: { detail: 'Not found.' } };
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function signIn(): void {
  // An employee: no notification polling to muddle the call counts; an hour left: no token refresh.
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee', 3600));
}

/** A screen that needs the profile, with a field the person types into. */
function ProfilePage() {
  const { data, error } = useMyProfile();
  const [draft, setDraft] = useState('');
  if (error !== undefined) return <p>Profile failed</p>;
  return (
    <label>
      Notes for {data?.firstName ?? '…'}
      <input value={draft} onChange={(event) => setDraft(event.target.value)} />
    </label>
  );
}

const unavailableHeading = (): HTMLElement | null => screen.queryByRole('heading', { level: 1, name: 'Service Temporarily Unavailable' });
const probes = (): number => fetchStub.callsTo(HEALTH).length;

describe('shouldShowUnavailable (the 15 s window)', () => {
  const now = 1_000_000;
  it.each([
    ['a screen missing data, error 14.999 s old', { tokenPresent: true, lastErrorAt: now - 14_999, failedRetries: 0, screenDataMissing: true }, true],
    ['a screen missing data, error 15 s old', { tokenPresent: true, lastErrorAt: now - 15_000, failedRetries: 0, screenDataMissing: true }, false],
    ['a fresh error, but every screen has its data', { tokenPresent: true, lastErrorAt: now, failedRetries: 0, screenDataMissing: false }, false],
    ['one failed retry, error long ago', { tokenPresent: true, lastErrorAt: now - 600_000, failedRetries: 1, screenDataMissing: false }, true],
    ['one failed retry, but no token', { tokenPresent: false, lastErrorAt: now, failedRetries: 1, screenDataMissing: true }, false],
    ['no connection problem', { tokenPresent: true, lastErrorAt: null, failedRetries: 0, screenDataMissing: true }, false],
  ])('%s: %s', (_name, input, expected) => {
    expect(shouldShowUnavailable({ ...input, nowMs: now })).toBe(expected);
  });

  it('a failed load counts only while its error is younger than 15 s', async () => {
    signIn();
    const failure = new ApiError({ kind: 'server', status: 503, body: null, message: 'Down.' });
    await advance(15_000);
    reportScreenDataFailure(failure);
    expect(getConnectionState()).toMatchObject({ error: { type: 'server', statusCode: 503 }, unavailable: false });
    clearConnectionError();
    const fresh = new ApiError({ kind: 'network', status: null, body: null, message: 'No answer.' });
    await advance(14_999);
    reportScreenDataFailure(fresh);
    expect(getConnectionState()).toMatchObject({ error: { type: 'network', statusCode: null, retryable: true }, unavailable: true });
  });

  it("records a failure that is not the client's as unknown, without the unavailable screen", () => {
    signIn();
    reportScreenDataFailure(new TypeError("Cannot use 'in' operator to search for 'data' in null"));
    expect(getConnectionState()).toMatchObject({ error: { type: 'unknown', retryable: true }, unavailable: false });
  });

  it('a refused request (4xx) is no connection problem', () => {
    signIn();
    reportScreenDataFailure(new ApiError({ kind: 'client', status: 403, body: null, message: 'No.' }));
    expect(getConnectionState().error).toBeNull();
  });
});

describe('Service Temporarily Unavailable screen', () => {
  it('comes up at once when a signed-in screen cannot load its data', async () => {
    signIn();
    profileUp = false;
    renderShell(<ProfilePage />);
    await advance(0);
    expect(unavailableHeading()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    // The page stays mounted underneath, out of sight and out of reach.
    expect(isInaccessible(screen.getByText('Profile failed'))).toBe(true);
  });

  it('does not come up without a token', async () => {
    renderShell(<p>Public page</p>);
    act(() => reportConnectionError({ type: 'network', timestamp: Date.now() }));
    await advance(30_000);
    expect(probes()).toBe(1);
    expect(unavailableHeading()).toBeNull();
    expect(screen.getByText('Public page')).toBeTruthy();
  });

  it('comes up on a page that has its data once an automatic retry has failed', async () => {
    signIn();
    renderShell(<ProfilePage />);
    await advance(0);
    act(() => reportConnectionError({ type: 'server', status: 502, error: 'Bad gateway', timestamp: Date.now() }));
    await advance(29_999);
    expect(unavailableHeading()).toBeNull();
    await advance(1);
    expect(unavailableHeading()).not.toBeNull();
  });

  it('retries by itself every 30 s; Try Again retries at once and pauses the automatic retries for 5 s', async () => {
    signIn();
    profileUp = false;
    renderShell(<ProfilePage />);
    await advance(0);
    expect(unavailableHeading()).not.toBeNull();
    await advance(29_999);
    expect(probes()).toBe(0);
    await advance(1);
    expect(probes()).toBe(1);
    await advance(30_000);
    expect(probes()).toBe(2);
    // t = 70 s: Try Again.
    await advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await advance(0);
    expect(probes()).toBe(3);
    // No automatic retry at 90 s; the 30 s cycle starts over after the 5 s pause: next at 105 s.
    await advance(34_999);
    expect(probes()).toBe(3);
    await advance(1);
    expect(probes()).toBe(4);
    await advance(30_000);
    expect(probes()).toBe(5);
    expect(unavailableHeading()).not.toBeNull();
  });

  it('goes when a retry succeeds, back to the page the person was on with nothing lost', async () => {
    signIn();
    renderShell(<ProfilePage />);
    await advance(0);
    const field = screen.getByRole('textbox', { name: 'Notes for Ada' });
    fireEvent.change(field, { target: { value: 'Half-written answer' } });
    act(() => reportConnectionProblem({ type: 'network', message: 'x', timestamp: Date.now(), statusCode: null, retryable: true }));
    await advance(30_000);
    expect(unavailableHeading()).not.toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const profileLoads = fetchStub.callsTo(PROFILE).length;
    healthy = true;
    await advance(30_000);
    expect(unavailableHeading()).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Notes for Ada' }) as HTMLInputElement).value).toBe('Half-written answer');
    // Everything is fetched again once the service is back.
    expect(fetchStub.callsTo(PROFILE).length).toBe(profileLoads + 1);
    expect(getConnectionState().error).toBeNull();
  });
});
