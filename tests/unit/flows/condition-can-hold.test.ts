import { describe, expect, it } from 'vitest';
import { conditionCanHold } from '../../../src/flows/studio/condition-can-hold';
import type { Condition } from '../../../src/flows/condition';
import { tiny } from './helpers';

/** The tiny flow's questions: kind (A or B), detail (text), flag (yes/no), tags (x, y, z); nothing else is asked. */
const flow = tiny();
const holds = (condition: Condition) => conditionCanHold(flow, condition);

describe('conditionCanHold: whether some answers could meet a condition', () => {
  it('holds for a test some offered answer meets', () => {
    expect(holds({ op: 'equals', field: 'kind', value: 'a' })).toBe(true);
    expect(holds({ op: 'in', field: 'kind', values: ['b', 'c'] })).toBe(true);
    expect(holds({ op: 'includesAny', field: 'tags', values: ['x'] })).toBe(true);
    expect(holds({ op: 'isTrue', field: 'flag' })).toBe(true);
    expect(holds({ op: 'isFalse', field: 'flag' })).toBe(true);
    expect(holds({ op: 'exists', field: 'detail' })).toBe(true);
    expect(holds({ op: 'not', condition: { op: 'equals', field: 'kind', value: 'a' } })).toBe(true);
  });

  it('never holds on a field no question asks', () => {
    expect(holds({ op: 'exists', field: 'nowhere' })).toBe(false);
    expect(holds({ op: 'equals', field: 'nowhere', value: 'a' })).toBe(false);
  });

  it('never holds for values the question does not offer', () => {
    expect(holds({ op: 'equals', field: 'kind', value: 'c' })).toBe(false);
    expect(holds({ op: 'in', field: 'kind', values: ['c', 'd'] })).toBe(false);
    expect(holds({ op: 'includesAny', field: 'tags', values: ['w'] })).toBe(false);
  });

  it('never holds for a yes/no test on an answer that is not yes or no', () => {
    expect(holds({ op: 'isTrue', field: 'kind' })).toBe(false);
  });

  it('never holds for tests that contradict each other, and holds when any one branch can', () => {
    expect(
      holds({
        op: 'all',
        conditions: [
          { op: 'equals', field: 'kind', value: 'a' },
          { op: 'equals', field: 'kind', value: 'b' },
        ],
      }),
    ).toBe(false);
    expect(
      holds({
        op: 'all',
        conditions: [
          { op: 'exists', field: 'flag' },
          { op: 'not', condition: { op: 'exists', field: 'flag' } },
        ],
      }),
    ).toBe(false);
    expect(
      holds({
        op: 'any',
        conditions: [
          { op: 'equals', field: 'kind', value: 'c' },
          { op: 'equals', field: 'kind', value: 'a' },
        ],
      }),
    ).toBe(true);
    expect(
      holds({
        op: 'any',
        conditions: [
          { op: 'equals', field: 'kind', value: 'c' },
          { op: 'exists', field: 'nowhere' },
        ],
      }),
    ).toBe(false);
  });
});
