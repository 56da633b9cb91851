import { useCallback, useSyncExternalStore } from 'react';
import { EXPIRY_BANNER_MS } from '../../shared/session-constants';

// Longest delay setTimeout accepts; a later moment is re-checked when this fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Seconds left (rounded up) while a token expiring at `expMs` has EXPIRY_BANNER_MS or less and more than 0
 * left at `nowMs`; null outside that window. 300 000 ms left gives 300 ("5:00"), 300 001 ms gives null.
 */
export function secondsLeftInBannerWindow(expMs: number | null, nowMs: number): number | null {
  if (expMs === null) return null;
  const left = expMs - nowMs;
  if (left <= 0 || left > EXPIRY_BANNER_MS) return null;
  return Math.ceil(left / 1000);
}

/**
 * The countdown of the expiry banner as React state. It sleeps until the window opens, then wakes on each
 * whole second, all on setTimeout and Date.now so fake clocks (vitest, Playwright's page.clock) drive it.
 */
export function useExpiryCountdown(expMs: number | null): number | null {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (expMs === null) return () => undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = (): void => {
        const left = expMs - Date.now();
        if (left <= 0) return;
        const delay = left > EXPIRY_BANNER_MS ? left - EXPIRY_BANNER_MS : left % 1000 || 1000;
        timer = setTimeout(
          () => {
            notify();
            schedule();
          },
          Math.min(delay, MAX_TIMER_MS),
        );
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [expMs],
  );
  const snapshot = (): number | null => secondsLeftInBannerWindow(expMs, Date.now());
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
