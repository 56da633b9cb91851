import { JWT_STORAGE_KEY } from '../../shared/session-constants';

/**
 * The stored session token (spec 000 §3: local storage under `jwt`), with change notification so React can
 * subscribe. Storage can throw (private mode, quota, disabled cookies); then there is simply no session.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(JWT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(JWT_STORAGE_KEY, token);
  } finally {
    notify();
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(JWT_STORAGE_KEY);
  } finally {
    notify();
  }
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out: follow it, so two tabs never act as two different users.
  if (event.key === JWT_STORAGE_KEY || event.key === null) notify();
}

/** Calls `listener` whenever the token changes, in this tab or another. Returns the unsubscribe function. */
export function subscribeToToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
