import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb, Database } from '../../../src/server/db/database';
import { JobWorker, type QueueContext } from '../../../src/server/queue/job-worker';
import { TestClock } from '../support/test-clock';
import { openTestDatabase } from '../support/test-database';

// Issue 38 item 3: a recurring job (the deadline sweep) runs once per period however many instances poll. Every
// instance schedules a recurring job that has no run scheduled, for now; so the run that finishes must never leave
// a moment with none scheduled, or another instance polling in that moment runs it a second time.

const KIND = 'test-recurring-sweep';
const HOUR = 60 * 60_000;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** `db` that calls `between` after each of its statements and transactions once `armed()` answers true. */
function interleaved(db: AppDb, armed: () => boolean, between: () => Promise<void>): AppDb {
  const after =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      if (armed()) await between();
      return result;
    };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'execute') return after(target.execute.bind(target));
      if (property === 'transaction') return after(target.transaction.bind(target));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('a recurring job with two instances polling', () => {
  it('runs once even when the other instance polls at every step the finishing instance takes', async () => {
    const clock = new TestClock();
    let runs = 0;
    let handled = false;
    const options = {
      handlers: {
        [KIND]: async () => {
          runs += 1;
          handled = true;
        },
      },
      recurring: [{ kind: KIND, everyMs: HOUR }],
    };
    const other = new JobWorker<QueueContext>({ db: database.db, clock }, options);
    // The other instance polls (schedules what has no run, then runs what is due) after each statement and
    // transaction of the finishing one, from the moment its handler has run.
    let polling = false;
    const poll = async () => {
      if (polling) return;
      polling = true;
      try {
        await other.scheduleRecurring();
        await other.runDue();
      } finally {
        polling = false;
      }
    };
    const finishing = new JobWorker<QueueContext>({ db: interleaved(database.db, () => handled, poll), clock }, options);
    await finishing.scheduleRecurring();
    expect(await finishing.runDue()).toBe(1);
    await poll();
    expect(runs).toBe(1);
    const states = await database.db.execute(`select state, count(*)::int as n from jobs where kind = '${KIND}' group by state order by state`);
    expect((states as unknown as { rows: { state: string; n: number }[] }).rows).toEqual([
      { state: 'done', n: 1 },
      { state: 'pending', n: 1 },
    ]);
  });
});
