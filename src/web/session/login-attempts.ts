import { useSyncExternalStore } from 'react';

/**
 * The failed-attempt count of the login state (spec 000 §3, §4). It lives in session storage so that a reload
 * of the login page keeps it; it tells the person how close they may be to the server's lock-out, which the
 * server alone enforces.
 */
const STORAGE_KEY = 'login-failed-attempts';
const listeners = new Set<() => void>();

export function getFailedLoginCount(): number {
  try {
    const stored = Number(window.sessionStorage.getItem(STORAGE_KEY));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

function write(count: number): void {
  try {
    if (count === 0) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, String(count));
  } catch {
    // Without storage the count simply starts again; the server's lock-out does not depend on it.
  }
  for (const listener of listeners) listener();
}

export function recordFailedLogin(): void {
  write(getFailedLoginCount() + 1);
}

export function resetFailedLogins(): void {
  write(0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A sign-in page drawn at build time (src/web/prerender) counts none; hydration starts from that, then the browser's count.
const noFailures = () => 0;

export function useFailedLoginCount(): number {
  return useSyncExternalStore(subscribe, getFailedLoginCount, noFailures);
}
