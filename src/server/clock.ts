/** Time as the server sees it; tests pass a clock they can move instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The machine's time moved by a fixed offset (CLOCK_OFFSET_HOURS): the system clock when the offset is 0. */
export function offsetClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { now: () => new Date(Date.now() + offsetMs) };
}

/** Today's date (YYYY-MM-DD, UTC) at `now`, from the app's clock so tests and a moved clock agree: what matching and date rules read. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
