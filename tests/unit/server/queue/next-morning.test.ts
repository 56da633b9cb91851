import { describe, expect, it } from 'vitest';
import { nextMorning } from '../../../../src/server/queue/next-morning';
import { backoffMs } from '../../../../src/server/queue/job-worker';

describe('nextMorning (the confirm-match e-mail goes out at 9:00 New York time)', () => {
  it('mails an evening proposal at nine the next day', () => {
    // 18:30 EST on 23 November.
    expect(nextMorning(new Date('2026-11-23T23:30:00Z')).toISOString()).toBe('2026-11-24T14:00:00.000Z');
  });

  it('mails a proposal made before nine at nine the same morning, and one made at nine the day after', () => {
    expect(nextMorning(new Date('2026-11-24T08:00:00Z')).toISOString()).toBe('2026-11-24T14:00:00.000Z');
    expect(nextMorning(new Date('2026-11-24T14:00:00Z')).toISOString()).toBe('2026-11-25T14:00:00.000Z');
  });

  it('keeps nine o’clock across the changes of daylight saving time', () => {
    // The evening before clocks spring forward (8 March 2026): nine is then 13:00 UTC.
    expect(nextMorning(new Date('2026-03-08T01:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(nextMorning(new Date('2026-03-08T23:00:00Z')).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // The evening before clocks fall back (1 November 2026): nine is then 14:00 UTC.
    expect(nextMorning(new Date('2026-11-01T02:00:00Z')).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(nextMorning(new Date('2026-10-31T22:00:00Z')).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });
});

describe('retry backoff', () => {
  it('doubles from 30 seconds and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
