import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PollOutcome } from '../../../../src/web/notifications/poll-schedule';
import { pollDelay, startPolling } from '../../../../src/web/notifications/poll-schedule';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

/** A poll answering with the given outcomes in turn (the last one repeats), recording when it ran. */
function scriptedPoll(outcomes: PollOutcome[]): { poll: () => Promise<PollOutcome>; times: number[] } {
  const times: number[] = [];
  let index = 0;
  const poll = (): Promise<PollOutcome> => {
    times.push(Date.now());
    const outcome = outcomes[Math.min(index, outcomes.length - 1)] ?? 'success';
    index += 1;
    return Promise.resolve(outcome);
  };
  return { poll, times };
}

describe('pollDelay', () => {
  it.each([
    [0, 60_000],
    [1, 60_000],
    [2, 120_000],
    [3, 240_000],
    [4, 300_000],
    [9, 300_000],
  ])('after %i failures in a row waits %i ms', (failures, ms) => {
    expect(pollDelay(failures)).toBe(ms);
  });
});

describe('startPolling', () => {
  it('polls at once, then every 60 s', async () => {
    const { poll, times } = scriptedPoll(['success']);
    const stop = startPolling(poll);
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(times).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(times).toEqual([0, 60_000, 120_000, 180_000]);
    stop();
  });

  it('waits 60, 120, 240, 300 s after failures and stops after the 5th in a row', async () => {
    const { poll, times } = scriptedPoll(['failure']);
    startPolling(poll);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(times).toEqual([0, 60_000, 180_000, 420_000, 720_000]);
  });

  it('goes back to 60 s after a success, and counts failures from 0 again', async () => {
    const { poll, times } = scriptedPoll(['failure', 'failure', 'success', 'failure', 'success']);
    const stop = startPolling(poll);
    await vi.advanceTimersByTimeAsync(420_000);
    // 0 fails, +60 fails, +120 succeeds, +60 fails, +60 succeeds, +60 ...
    expect(times).toEqual([0, 60_000, 180_000, 240_000, 300_000, 360_000, 420_000]);
    stop();
  });

  it('four failures, a success and four more do not stop it', async () => {
    const { poll, times } = scriptedPoll(['failure', 'failure', 'failure', 'failure', 'success', 'failure', 'failure', 'failure', 'failure', 'success']);
    const stop = startPolling(poll);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(times.length).toBeGreaterThan(10);
    stop();
  });

  it('stops for good on a stop outcome (a 401)', async () => {
    const { poll, times } = scriptedPoll(['success', 'stop', 'success']);
    startPolling(poll);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(times).toEqual([0, 60_000]);
  });

  it('counts a poll that throws as a failure', async () => {
    const times: number[] = [];
    startPolling(() => {
      times.push(Date.now());
      return Promise.reject(new Error('boom'));
    });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(times).toEqual([0, 60_000, 180_000, 420_000, 720_000]);
  });

  it('schedules nothing once stopped, even when a poll in flight ends after', async () => {
    let finish: (outcome: PollOutcome) => void = () => undefined;
    let calls = 0;
    const stop = startPolling(() => {
      calls += 1;
      return new Promise<PollOutcome>((resolve) => {
        finish = resolve;
      });
    });
    stop();
    finish('success');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toBe(1);
  });

  it('runs on the timers it is given', async () => {
    const scheduled: number[] = [];
    const { poll } = scriptedPoll(['failure']);
    startPolling(poll, { setTimeout: (_callback, ms) => scheduled.push(ms), clearTimeout: () => undefined });
    await Promise.resolve();
    await Promise.resolve();
    expect(scheduled).toEqual([60_000]);
  });
});
