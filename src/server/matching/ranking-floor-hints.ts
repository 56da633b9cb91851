import type { RoleCriteria } from './algorithm';

/**
 * The floor each role's last ranking found (the rank of the person at its page's reach), kept per process as a hint
 * for the next ranking of the same role with the same criteria, date and reach. A hint is never trusted: the ranking
 * that uses it checks that enough people still reach it and, if not, ranks as without one (candidates-query.ts).
 * Each instance keeps its own; a missing hint costs one ranking the way without.
 */
export type FloorHint = number;

/** Everyone was ranked (fewer survivors than the reach): the next ranking ranks everyone again. */
export const EVERYONE: FloorHint = -1;

/** Enough for every open role a team of recruiters pages through; the least recently used hint goes first. */
const MAX_HINTS = 2_000;

const hints = new Map<string, FloorHint>();

export function hintKey(roleId: number, criteria: RoleCriteria, today: string, reach: number): string {
  return JSON.stringify([roleId, today, reach, criteria]);
}

export function floorHint(key: string): FloorHint | undefined {
  const hint = hints.get(key);
  if (hint !== undefined) {
    hints.delete(key);
    hints.set(key, hint);
  }
  return hint;
}

export function rememberFloor(key: string, floor: FloorHint): void {
  hints.delete(key);
  hints.set(key, floor);
  if (hints.size > MAX_HINTS) hints.delete(hints.keys().next().value!);
}
