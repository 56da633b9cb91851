import { describe, expect, expectTypeOf, it } from 'vitest';
import { ReadCache } from '../../../src/server/db/read-cache';

/** A load the test finishes by hand, counting how often the database was asked. */
function controlledLoad<T>() {
  let calls = 0;
  let finish: (value: T) => void = () => undefined;
  return {
    load: () => {
      calls += 1;
      return new Promise<T>((resolve) => (finish = resolve));
    },
    finish: (value: T) => finish(value),
    calls: () => calls,
  };
}

function listeningCache(): ReadCache {
  const cache = new ReadCache();
  cache.setListening(true);
  return cache;
}

describe('ReadCache', () => {
  it('answers a second read of a row from memory until the row is announced changed', async () => {
    const cache = listeningCache();
    let loads = 0;
    const load = async () => ({ name: `version ${++loads}` });
    expect(await cache.read('users:1', 'user', load)).toEqual({ name: 'version 1' });
    expect(await cache.read('users:1', 'user', load)).toEqual({ name: 'version 1' });
    cache.changed('users:2');
    expect(await cache.read('users:1', 'user', load)).toEqual({ name: 'version 1' });
    cache.changed('users:1');
    expect(await cache.read('users:1', 'user', load)).toEqual({ name: 'version 2' });
    expect(loads).toBe(2);
  });

  it('keeps an answer that is "nothing there" too', async () => {
    const cache = listeningCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return undefined;
    };
    await cache.read('flow_answers:7', 'jobseeker', load);
    expect(await cache.read('flow_answers:7', 'jobseeker', load)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('tells apart two reads of one row by name, and forgets both when the row changes', async () => {
    const cache = listeningCache();
    await cache.read('users:1', 'a', async () => 'A');
    await cache.read('users:1', 'b', async () => 'B');
    expect(await cache.read('users:1', 'a', async () => 'A2')).toBe('A');
    expect(await cache.read('users:1', 'b', async () => 'B2')).toBe('B');
    cache.changed('users:1');
    expect(await cache.read('users:1', 'a', async () => 'A3')).toBe('A3');
    expect(await cache.read('users:1', 'b', async () => 'B3')).toBe('B3');
  });

  it('does not keep a read during which its row was announced changed: it may predate the change', async () => {
    const cache = listeningCache();
    const slow = controlledLoad<string>();
    const reading = cache.read('notifications:3', 'unread count', slow.load);
    cache.changed('notifications:3');
    slow.finish('before the change');
    expect(await reading).toBe('before the change');
    expect(await cache.read('notifications:3', 'unread count', async () => 'after the change')).toBe('after the change');
  });

  it('keeps a read during which only other rows changed', async () => {
    const cache = listeningCache();
    const slow = controlledLoad<string>();
    const reading = cache.read('notifications:3', 'unread count', slow.load);
    cache.changed('notifications:4');
    slow.finish('current');
    await reading;
    expect(await cache.read('notifications:3', 'unread count', async () => 'not asked')).toBe('current');
  });

  it('forgets every row when a table is truncated', async () => {
    const cache = listeningCache();
    await cache.read('users:1', 'user', async () => 'one');
    await cache.read('employers:2', 'summary', async () => 'two');
    cache.changed('employers');
    expect(await cache.read('users:1', 'user', async () => 'one again')).toBe('one again');
    expect(await cache.read('employers:2', 'summary', async () => 'two again')).toBe('two again');
  });

  it('keeps nothing while changes are not being heard, and starts empty when they are again', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('users:1', 'user', load);
    await cache.read('users:1', 'user', load);
    expect(loads).toBe(2);

    cache.setListening(true);
    await cache.read('users:1', 'user', load);
    expect(await cache.read('users:1', 'user', load)).toBe(3);

    // Lost: a change made meanwhile would go unheard, so what was kept is dropped and nothing new is kept.
    cache.setListening(false);
    expect(await cache.read('users:1', 'user', load)).toBe(4);
    expect(await cache.read('users:1', 'user', load)).toBe(5);
  });

  it('does not keep a read that was under way when listening stopped', async () => {
    const cache = listeningCache();
    const slow = controlledLoad<string>();
    const reading = cache.read('users:1', 'user', slow.load);
    cache.setListening(false);
    cache.setListening(true);
    slow.finish('from before the gap');
    await reading;
    expect(await cache.read('users:1', 'user', async () => 'fresh')).toBe('fresh');
  });

  it('hands out what it keeps read-only at every depth, since every request shares it', async () => {
    const cache = listeningCache();
    const load = async () => ({ name: 'Ada', answers: { subjects: ['maths'] }, seen: new Date(0), byId: new Map([[1, { n: 1 }]]) });
    const kept = await cache.read('users:1', 'user', load);
    expect(await cache.read('users:1', 'user', load)).toBe(kept);
    expectTypeOf(kept).toEqualTypeOf<{
      readonly name: string;
      readonly answers: { readonly subjects: readonly string[] };
      readonly seen: Date;
      readonly byId: ReadonlyMap<number, { readonly n: number }>;
    }>();
  });
});
