import { MAX_CONSECUTIVE_FAILURES, MAX_POLL_DELAY_MS, POLL_INTERVAL_MS } from './notification-constants';

/** How one poll went: `stop` ends polling for good without a word (a 401: the session is over). */
export type PollOutcome = 'success' | 'failure' | 'stop';

/** The timer functions the schedule runs on; injected so tests can drive them. */
export interface PollTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: PollTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The wait before the next poll: POLL_INTERVAL_MS after a success, then doubling with each failure in a row
 * up to MAX_POLL_DELAY_MS (60, 120, 240, 300 s).
 */
export function pollDelay(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return POLL_INTERVAL_MS;
  return Math.min(POLL_INTERVAL_MS * 2 ** (consecutiveFailures - 1), MAX_POLL_DELAY_MS);
}

/**
 * Runs `poll` at once, then again after pollDelay() of the failures so far (spec 000 §4 Notifications).
 * MAX_CONSECUTIVE_FAILURES failures in a row, or a `stop` outcome, end the schedule. A poll that throws counts
 * as a failure. Returns the function that stops it; a poll in flight then finishes but schedules nothing.
 */
export function startPolling(poll: () => Promise<PollOutcome>, timers: PollTimers = browserTimers): () => void {
  let stopped = false;
  let failures = 0;
  let timer: unknown;

  const run = async (): Promise<void> => {
    let outcome: PollOutcome;
    try {
      outcome = await poll();
    } catch {
      outcome = 'failure';
    }
    if (stopped || outcome === 'stop') return;
    failures = outcome === 'success' ? 0 : failures + 1;
    if (failures >= MAX_CONSECUTIVE_FAILURES) return;
    timer = timers.setTimeout(() => void run(), pollDelay(failures));
  };

  void run();
  return () => {
    stopped = true;
    timers.clearTimeout(timer);
  };
}
