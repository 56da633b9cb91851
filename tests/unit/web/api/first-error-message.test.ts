import { describe, expect, it } from 'vitest';
import { firstErrorMessage } from '../../../../src/web/api/first-error-message';

describe('firstErrorMessage', () => {
  it('takes the detail of a detail body', () => {
    expect(firstErrorMessage({ detail: 'Locked: too many attempts.' })).toBe('Locked: too many attempts.');
  });

  it('takes the first message of the first field', () => {
    expect(firstErrorMessage({ password: ['Too short.', 'No digit.'], email: ['Taken.'] })).toBe('Too short.');
  });

  it.each([null, undefined, {}, [], '', 42])("falls back to 'Unknown error' for %j", (body) => {
    expect(firstErrorMessage(body)).toBe('Unknown error');
  });
});
