import { beforeEach, describe, expect, it } from 'vitest';
import { addErrorEntry, clearErrorList, getErrorList, removeErrorEntry } from '../../../../src/web/api/error-list';

beforeEach(clearErrorList);

describe('error list', () => {
  it('keeps entries in order and removes one by index', () => {
    addErrorEntry({ message: 'first', module: 'login' });
    addErrorEntry({ message: 'second', module: 'sign-up' });
    addErrorEntry({ message: 'third', module: 'my-profile' });
    removeErrorEntry(1);
    expect(getErrorList()).toEqual([
      { message: 'first', module: 'login' },
      { message: 'third', module: 'my-profile' },
    ]);
  });

  it('clears entirely', () => {
    addErrorEntry({ message: 'first', module: 'login' });
    clearErrorList();
    expect(getErrorList()).toEqual([]);
  });

  it('keeps only the latest 50 entries of a long session', () => {
    for (let i = 1; i <= 60; i += 1) addErrorEntry({ message: `failure ${i}`, module: 'test' });
    expect(getErrorList()).toHaveLength(50);
    expect(getErrorList()[0]?.message).toBe('failure 11');
  });
});
