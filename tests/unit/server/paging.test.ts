import { describe, expect, it } from 'vitest';
import { readPaging, wholeNumberParam } from '../../../src/server/http/paging';

describe('the one reading of paging numbers', () => {
  it('takes plain whole numbers in range only', () => {
    expect(wholeNumberParam('1', 1, 100)).toBe(1);
    expect(wholeNumberParam('100', 1, 100)).toBe(100);
    expect(wholeNumberParam('0', 0, 10)).toBe(0);
    for (const text of ['0', '101', '-1', '+1', '1.5', '1e2', ' 1', '0x10', '', 'abc', '99999999999999999999']) {
      expect(wholeNumberParam(text, 1, 100), text).toBeUndefined();
    }
  });

  it('reads page and page_size with their defaults, and names each that is out of range', () => {
    const problems = {};
    expect(readPaging({}, problems)).toEqual({ page: 1, pageSize: 25 });
    expect(readPaging({ page: '3', page_size: '50' }, problems)).toEqual({ page: 3, pageSize: 50 });
    expect(problems).toEqual({});
    const bad: Record<string, string[]> = {};
    readPaging({ page: '0', page_size: '101' }, bad);
    expect(bad).toEqual({ page: ['Use a whole number from 1 to 1,000,000.'], page_size: ['Use a whole number from 1 to 100.'] });
  });
});
