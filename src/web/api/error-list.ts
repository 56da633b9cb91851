/** One failed call (spec 000 §3 error list): the message shown and the module that made the call. */
export interface ErrorListEntry {
  message: string;
  module: string;
}

// A long session must not grow memory without bound; the oldest entries matter least.
const MAX_ENTRIES = 50;

let entries: readonly ErrorListEntry[] = [];

function replace(next: readonly ErrorListEntry[]): void {
  entries = next;
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
