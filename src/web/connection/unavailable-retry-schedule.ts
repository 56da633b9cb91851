import { MANUAL_RETRY_PAUSE_MS, UNAVAILABLE_RETRY_MS } from './connection-constants';

export interface RetryTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: RetryTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface UnavailableRetrySchedule {
  /** Try Again: retries at once and pauses the automatic retries. */
  retryNow: () => void;
  stop: () => void;
}

/**
 * The unavailable screen's retries (spec 000 §4, §9): `retry` every 30 s by itself. Try Again retries at once
 * and pauses the automatic retries for 5 s; after the pause the 30 s cycle starts over, so the next automatic
 * attempt comes 35 s after the press, never seconds after a manual one.
 */
export function startUnavailableRetries(retry: () => void, timers: RetryTimers = browserTimers): UnavailableRetrySchedule {
  let timer: unknown;
  let stopped = false;
  const arm = (ms: number, then: () => void): void => {
    timers.clearTimeout(timer);
    if (!stopped) timer = timers.setTimeout(then, ms);
  };
  const cycle = (): void => {
    retry();
    arm(UNAVAILABLE_RETRY_MS, cycle);
  };
  arm(UNAVAILABLE_RETRY_MS, cycle);
  return {
    retryNow: () => {
      if (stopped) return;
      retry();
      arm(MANUAL_RETRY_PAUSE_MS, () => arm(UNAVAILABLE_RETRY_MS, cycle));
    },
    stop: () => {
      stopped = true;
      timers.clearTimeout(timer);
    },
  };
}
