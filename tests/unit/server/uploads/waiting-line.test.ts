import { describe, expect, it } from 'vitest';
import { WaitingLine } from '../../../../src/server/uploads/waiting-line';

/** Whether a place's turn has come, without waiting for it. */
async function admitted(ready: Promise<void>): Promise<boolean> {
  let done = false;
  void ready.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('WaitingLine', () => {
  it('admits two at once, lets two wait in arrival order, and turns the fifth away', async () => {
    const line = new WaitingLine(2, 2);
    const [a, b, c, d] = [line.join()!, line.join()!, line.join()!, line.join()!];
    expect(line.join()).toBeUndefined();
    expect(line.size).toEqual({ active: 2, waiting: 2 });
    expect([await admitted(a.ready), await admitted(b.ready), await admitted(c.ready), await admitted(d.ready)]).toEqual([true, true, false, false]);

    a.leave();
    expect(await admitted(c.ready)).toBe(true);
    expect(await admitted(d.ready)).toBe(false);
    expect(line.size).toEqual({ active: 2, waiting: 1 });
  });

  it('lets a waiting place leave before its turn without giving anyone an extra turn, and counts a second leave once', async () => {
    const line = new WaitingLine(1, 5);
    const first = line.join()!;
    const quitter = line.join()!;
    const patient = line.join()!;
    quitter.leave();
    quitter.leave();
    expect(line.size).toEqual({ active: 1, waiting: 1 });
    first.leave();
    first.leave();
    expect(await admitted(patient.ready)).toBe(true);
    expect(line.size).toEqual({ active: 1, waiting: 0 });
    patient.leave();
    expect(line.size).toEqual({ active: 0, waiting: 0 });
  });
});
