// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { productTheme } from '../../../../src/web/app/theme';
import { clearUnsavedChanges, setUnsavedChanges } from '../../../../src/web/forms/unsaved-changes';
import { formatCountdown } from '../../../../src/web/session/format-countdown';
import { pageNavigation } from '../../../../src/web/session/page-navigation';
import { SessionExpiryBanner } from '../../../../src/web/session-refresh/session-expiry-banner';
import type { FetchStub } from '../support/fetch-stub';
import { stubFetch } from '../support/fetch-stub';
import { sessionToken } from '../support/make-token';

let fetchStub: FetchStub;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
  localStorage.clear();
  clearUnsavedChanges();
  fetchStub = stubFetch();
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBanner(secondsLeft: number): void {
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee', secondsLeft));
  render(
    <ThemeProvider theme={productTheme()}>
      <SessionExpiryBanner />
    </ThemeProvider>,
  );
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const banner = (): HTMLElement | null => screen.queryByRole('region', { name: 'Session expiry' });

describe('formatCountdown', () => {
  it.each([
    [300, '5:00'],
    [272, '4:32'],
    [60, '1:00'],
    [9, '0:09'],
    [1, '0:01'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('session expiry banner', () => {
  it('is not shown at 5:01 left and appears at 5:00', async () => {
    renderBanner(5 * 60 + 1);
    expect(banner()).toBeNull();
    await advance(999);
    expect(banner()).toBeNull();
    await advance(1);
    expect(banner()).not.toBeNull();
    expect(screen.getByText('Your session expires in 5:00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stay Logged In' })).toBeTruthy();
  });

  it('counts down minutes and seconds', async () => {
    renderBanner(5 * 60);
    expect(screen.getByText('Your session expires in 5:00')).toBeTruthy();
    await advance(28_000);
    expect(screen.getByText('Your session expires in 4:32')).toBeTruthy();
    await advance(1_000);
    expect(screen.getByText('Your session expires in 4:31')).toBeTruthy();
    await advance(210_000);
    expect(screen.getByText('Your session expires in 1:01')).toBeTruthy();
  });

  it('hides when no time is left', async () => {
    renderBanner(3);
    expect(screen.getByText('Your session expires in 0:03')).toBeTruthy();
    await advance(2_000);
    expect(screen.getByText('Your session expires in 0:01')).toBeTruthy();
    await advance(1_000);
    expect(banner()).toBeNull();
  });

  it('is not shown signed out', () => {
    render(<SessionExpiryBanner />);
    expect(banner()).toBeNull();
  });

  it('Stay Logged In refreshes the token, and the fresh token ends the banner', async () => {
    const fresh = sessionToken('employee', 30 * 60);
    fetchStub.reply(() => ({ status: 200, body: { token: fresh } }));
    setUnsavedChanges();
    renderBanner(4 * 60);
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In' }));
    await advance(0);
    expect(fetchStub.callsTo('/refresh/', 'POST')).toHaveLength(1);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe(fresh);
    expect(banner()).toBeNull();
  });
});
