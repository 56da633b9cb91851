// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportConnectionError } from '../../../../src/web/api/report-connection-error';
import { clearConnectionError } from '../../../../src/web/connection/connection-store';
import { reconnectDelay } from '../../../../src/web/connection/reconnect-delay';
import type { FetchStub } from '../support/fetch-stub';
import { stubFetch } from '../support/fetch-stub';
import { renderShell } from '../support/render-shell';

const TITLE = 'Connection Problem';
const TEXT = 'Unable to connect to our servers. Check your internet connection.';
const HEALTH = '/api/health/';

let fetchStub: FetchStub;
let healthy: boolean;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
  localStorage.clear();
  clearConnectionError();
  healthy = false;
  fetchStub = stubFetch();
  fetchStub.reply((call) => {
    if (call.url === HEALTH) return healthy ? { status: 200, body: { status: 'ok' } } : { status: 503, body: { detail: 'The database is not answering.' } };
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

/** Lets the snackbar's enter and exit transitions (225 ms, 195 ms) run; each step renders before the next timer. */
async function finishTransitions(): Promise<void> {
  for (let step = 0; step < 5; step += 1) await advance(250);
}

function connectionLost(): void {
  act(() => reportConnectionError({ type: 'network', error: 'Failed to fetch', timestamp: Date.now() }));
}

const probes = (): number => fetchStub.callsTo(HEALTH).length;

/** The Connection Problem snackbar while a person can see it (a closed one is hidden, then removed). */
const snackbar = (): HTMLElement | null => screen.queryAllByRole('alert').find((element) => element.textContent?.includes(TITLE)) ?? null;

describe('reconnectDelay', () => {
  it.each([
    [0, 30_000],
    [1, 45_000],
    [2, 67_500],
    [3, 101_250],
    [4, 151_875],
    [5, 227_812.5],
    [6, 300_000],
    [7, 300_000],
    [30, 300_000],
  ])('waits %i failed retries -> %f ms', (retryCount, ms) => {
    expect(reconnectDelay(retryCount)).toBe(ms);
  });
});

describe('connection snackbar', () => {
  it('shows a warning with the title, text, Retry and close, and does not hide by itself', async () => {
    renderShell(<p>Page</p>);
    expect(snackbar()).toBeNull();
    connectionLost();
    await advance(0);
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByText(TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    // Toasts hide after 5 s; this one is still there long after (the first probe fails at 30 s).
    await advance(29_000);
    expect(snackbar()?.textContent).toContain(TEXT);
    await advance(60_000);
    expect(snackbar()?.textContent).toContain(TEXT);
    expect(screen.getAllByText(TITLE)).toHaveLength(1);
  });

  it('probes GET /api/health/ after 30, 45, 67.5, 101.25, 151.875 and 227.8125 s, then every 300 s', async () => {
    renderShell(<p>Page</p>);
    connectionLost();
    // Each wait counts from the failure before it; a fractional millisecond is truncated, as browsers do.
    const waits = [30_000, 45_000, 67_500, 101_250, 151_875, 227_812, 300_000, 300_000];
    for (const [index, wait] of waits.entries()) {
      await advance(wait - 1);
      expect(probes(), `before probe ${index + 1}`).toBe(index);
      await advance(1);
      expect(probes(), `probe ${index + 1}`).toBe(index + 1);
    }
    expect(fetchStub.callsTo(HEALTH, 'GET')).toHaveLength(waits.length);
  });

  it('Retry probes at once; when the service answers the snackbar closes and all data is fetched again', async () => {
    let loads = 0;
    function DataScreen() {
      const { data } = useSWR('some-data', () => {
        loads += 1;
        return Promise.resolve(`load ${loads}`);
      });
      return <p>{data}</p>;
    }
    renderShell(<DataScreen />);
    await advance(0);
    expect(screen.getByText('load 1')).toBeTruthy();
    connectionLost();
    await advance(0);
    healthy = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(probes()).toBe(1);
    await finishTransitions();
    expect(snackbar()).toBeNull();
    expect(screen.getByText('load 2')).toBeTruthy();
    // Connected again: no more probes.
    await advance(600_000);
    expect(probes()).toBe(1);
  });

  it('a failed Retry counts as a failed retry: the next probe comes 45 s later', async () => {
    renderShell(<p>Page</p>);
    connectionLost();
    await advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(probes()).toBe(1);
    await advance(44_999);
    expect(probes()).toBe(1);
    await advance(1);
    expect(probes()).toBe(2);
    expect(snackbar()).not.toBeNull();
  });

  it('reconnects by itself when the automatic probe succeeds', async () => {
    renderShell(<p>Page</p>);
    connectionLost();
    healthy = true;
    await advance(30_000);
    await finishTransitions();
    expect(snackbar()).toBeNull();
  });

  it('close hides it for the rest of this problem; a later problem shows it again', async () => {
    renderShell(<p>Page</p>);
    connectionLost();
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await finishTransitions();
    expect(snackbar()).toBeNull();
    connectionLost();
    await finishTransitions();
    expect(snackbar()).toBeNull();
    healthy = true;
    await advance(30_000);
    healthy = false;
    connectionLost();
    await finishTransitions();
    expect(snackbar()).not.toBeNull();
  });
});
