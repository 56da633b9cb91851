import type { Clock } from '../../../src/server/clock';

/** A clock tests move by hand, so time-based rules are checked without waiting. */
export class TestClock implements Clock {
  private current: number;

  constructor(start = Date.parse('2026-11-21T12:00:00Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
