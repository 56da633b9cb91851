import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../../../src/flows/evaluate-condition';
import { conditionFields } from '../../../src/flows/condition-fields';
import type { Condition } from '../../../src/flows/condition';

describe('evaluateCondition', () => {
  it('equals: the exact value, never an unanswered field', () => {
    const condition: Condition = { op: 'equals', field: 'gender', value: 'self_describe' };
    expect(evaluateCondition(condition, { gender: 'self_describe' })).toBe(true);
    expect(evaluateCondition(condition, { gender: 'female' })).toBe(false);
    expect(evaluateCondition(condition, {})).toBe(false);
    expect(evaluateCondition({ op: 'equals', field: 'budget', value: 0 }, { budget: 0 })).toBe(true);
    expect(evaluateCondition({ op: 'equals', field: 'budget', value: 0 }, { budget: '0' })).toBe(false);
  });

  it('in: a single answer among the values', () => {
    const condition: Condition = { op: 'in', field: 'level', values: ['undergraduate', 'graduate'] };
    expect(evaluateCondition(condition, { level: 'graduate' })).toBe(true);
    expect(evaluateCondition(condition, { level: 'high_school' })).toBe(false);
    expect(evaluateCondition(condition, { level: null })).toBe(false);
    expect(evaluateCondition(condition, { level: ['graduate'] })).toBe(false);
  });

  it('includesAny: a list holding at least one of the values', () => {
    const condition: Condition = { op: 'includesAny', field: 'hours', values: ['part_time_20_30', 'contracted'] };
    expect(evaluateCondition(condition, { hours: ['full_time', 'contracted'] })).toBe(true);
    expect(evaluateCondition(condition, { hours: ['full_time'] })).toBe(false);
    expect(evaluateCondition(condition, { hours: [] })).toBe(false);
    expect(evaluateCondition(condition, { hours: 'contracted' })).toBe(false);
    expect(evaluateCondition(condition, {})).toBe(false);
  });

  it('isTrue and isFalse: only the booleans themselves', () => {
    expect(evaluateCondition({ op: 'isTrue', field: 'f' }, { f: true })).toBe(true);
    expect(evaluateCondition({ op: 'isTrue', field: 'f' }, { f: 'true' })).toBe(false);
    expect(evaluateCondition({ op: 'isFalse', field: 'f' }, { f: false })).toBe(true);
    expect(evaluateCondition({ op: 'isFalse', field: 'f' }, {})).toBe(false);
    expect(evaluateCondition({ op: 'isFalse', field: 'f' }, { f: null })).toBe(false);
    expect(evaluateCondition({ op: 'isFalse', field: 'f' }, { f: 0 })).toBe(false);
  });

  it('exists: answered, where false and 0 count and null, blanks and empties do not', () => {
    const exists = (value: unknown) => evaluateCondition({ op: 'exists', field: 'f' }, { f: value });
    expect([{ fileName: 'cv.pdf' }, false, 0, 'x', ['a']].map(exists)).toEqual([true, true, true, true, true]);
    expect([undefined, null, '', '  ', [], {}].map(exists)).toEqual([false, false, false, false, false, false]);
  });

  it('not, all and any combine conditions', () => {
    const answers = { a: true, b: false };
    expect(evaluateCondition({ op: 'not', condition: { op: 'isTrue', field: 'a' } }, answers)).toBe(false);
    expect(
      evaluateCondition(
        {
          op: 'all',
          conditions: [
            { op: 'isTrue', field: 'a' },
            { op: 'isFalse', field: 'b' },
          ],
        },
        answers,
      ),
    ).toBe(true);
    expect(
      evaluateCondition(
        {
          op: 'all',
          conditions: [
            { op: 'isTrue', field: 'a' },
            { op: 'isTrue', field: 'b' },
          ],
        },
        answers,
      ),
    ).toBe(false);
    expect(
      evaluateCondition(
        {
          op: 'any',
          conditions: [
            { op: 'isTrue', field: 'b' },
            { op: 'isTrue', field: 'a' },
          ],
        },
        answers,
      ),
    ).toBe(true);
    expect(evaluateCondition({ op: 'any', conditions: [{ op: 'isTrue', field: 'b' }] }, answers)).toBe(false);
    expect(evaluateCondition({ op: 'all', conditions: [] }, answers)).toBe(true);
    expect(evaluateCondition({ op: 'any', conditions: [] }, answers)).toBe(false);
  });

  it('throws on an unknown op instead of guessing, also nested', () => {
    const unknown = { op: 'matches', field: 'f', value: '.*' } as unknown as Condition;
    expect(() => evaluateCondition(unknown, { f: 'x' })).toThrow(/Unknown condition op/);
    expect(() => evaluateCondition({ op: 'not', condition: unknown }, {})).toThrow(/matches/);
  });

  it('conditionFields lists every field read, once', () => {
    const condition: Condition = {
      op: 'any',
      conditions: [
        { op: 'isTrue', field: 'a' },
        {
          op: 'not',
          condition: {
            op: 'all',
            conditions: [
              { op: 'exists', field: 'b' },
              { op: 'isFalse', field: 'a' },
            ],
          },
        },
      ],
    };
    expect(conditionFields(condition)).toEqual(['a', 'b']);
  });
});
