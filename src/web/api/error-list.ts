import { useSyncExternalStore } from 'react';

/** One failed call (spec 000 §3 error list): the message shown and the module that made the call. */
export interface ErrorListEntry {
  message: string;
  module: string;
}

// A long session must not grow memory without bound; the oldest entries matter least.
const MAX_ENTRIES = 50;

let entries: readonly ErrorListEntry[] = [];
const listeners = new Set<() => void>();

function replace(next: readonly ErrorListEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

export function getErrorList(): readonly ErrorListEntry[] {
  return entries;
}

export function addErrorEntry(entry: ErrorListEntry): void {
  replace([...entries, entry].slice(-MAX_ENTRIES));
}

export function removeErrorEntry(index: number): void {
  replace(entries.filter((_, i) => i !== index));
}

export function clearErrorList(): void {
  replace([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorList(): readonly ErrorListEntry[] {
  return useSyncExternalStore(subscribe, getErrorList, getErrorList);
}
