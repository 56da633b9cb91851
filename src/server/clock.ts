/** Time as the server sees it; tests pass a clock they can move instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
