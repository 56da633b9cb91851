import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../../../src/shared/format/format-phone-number';
import { RELATIVE_UNITS, relativePhrase } from '../../../../src/shared/format/relative-phrase';
import { notificationAge } from '../../../../src/shared/format/notification-age';
import { capitalize, DATE_RANGE, isBoolean, joinOptions, truncate } from '../../../../src/shared/format/text-helpers';
import { filterDifferenceCount } from '../../../../src/shared/format/filter-difference-count';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatPhoneNumber', () => {
  it('formats ten digits whatever the punctuation, and nothing else', () => {
    expect(formatPhoneNumber('555.867-5309')).toBe('(555) 867-5309');
    expect(formatPhoneNumber('(555) 867 5309')).toBe('(555) 867-5309');
    expect(formatPhoneNumber('1-555-867-5309')).toBeUndefined();
    expect(formatPhoneNumber('867-5309')).toBeUndefined();
    expect(formatPhoneNumber(null)).toBeUndefined();
  });
});

describe('relativePhrase', () => {
  it('uses the largest non-zero unit, in English', () => {
    expect(relativePhrase('2026-11-23T12:00:00Z', now)).toBe('in 2 days');
    expect(relativePhrase('2026-11-21T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativePhrase('2027-12-01T12:00:00Z', now)).toBe('in 1 year');
    expect(relativePhrase('2026-12-06T12:00:00Z', now)).toBe('in 2 weeks');
    expect(relativePhrase('2026-11-21T12:00:00Z', now)).toBe('in 0 seconds');
    expect(relativePhrase('2026-11-21T11:59:15Z', now)).toBe('45 seconds ago');
  });

  it('writes what Intl.RelativeTimeFormat writes in English, for every unit, both ways, one and many', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
    const units = RELATIVE_UNITS;
    for (const [unit, size] of units) {
      for (const amount of [1, 2, 5, 11, 59, 1234]) {
        if (unit !== 'year' && amount * size >= units[units.findIndex(([name]) => name === unit) - 1]![1]) continue;
        for (const sign of [1, -1]) {
          const at = new Date(now.getTime() + sign * amount * size * 1000).toISOString();
          expect(relativePhrase(at, now), `${sign * amount} ${unit}`).toBe(intl.format(sign * amount, unit));
        }
      }
    }
  });

  it('gives text that is not a date back as it came', () => {
    expect(relativePhrase('soon', now)).toBe('soon');
  });
});

describe('notificationAge', () => {
  it.each([
    [30_000, 'Just now'],
    [5 * 60_000, '5m ago'],
    [59 * 60_000, '59m ago'],
    [3 * 3_600_000, '3h ago'],
    [2 * 86_400_000, '2d ago'],
    [6 * 86_400_000, '6d ago'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(notificationAge(ago(elapsed), now)).toBe(text);
  });

  it('shows a date from 7 days on', () => {
    expect(notificationAge('2026-11-14T12:00:00Z', now)).toBe('Nov 14, 2026');
  });
});

describe('text helpers', () => {
  it('truncate cuts job titles at 20 characters with an ellipsis', () => {
    expect(truncate('Director of Special Education')).toBe('Director of Special …');
    expect(truncate('Math Teacher')).toBe('Math Teacher');
    expect(truncate('x'.repeat(20))).toBe('x'.repeat(20));
  });

  it('capitalize, isBoolean, joinOptions and the date range', () => {
    expect(capitalize('charter')).toBe('Charter');
    expect(isBoolean(false)).toBe(true);
    expect(isBoolean('false')).toBe(false);
    const options = [
      { label: 'Charter', value: 'charter' },
      { label: 'Ed Tech', value: 'ed_tech' },
    ];
    expect(joinOptions(options)).toBe('Charter; Ed Tech');
    expect(joinOptions(options, 'value')).toBe('charter; ed_tech');
    expect(DATE_RANGE).toEqual({ min: '1900-01-01', max: '2099-12-31' });
  });
});

describe('filterDifferenceCount', () => {
  it('counts differing filters and ignores lastUpdated and filterGroupId', () => {
    const reference = { metroArea: ['Denver'], minYears: 3, lastUpdated: '2026-01-01', filterGroupId: 1 };
    expect(filterDifferenceCount({ ...reference, lastUpdated: '2026-11-21', filterGroupId: 9 }, reference)).toBe(0);
    expect(filterDifferenceCount({ ...reference, metroArea: ['Austin'], remote: true }, reference)).toBe(2);
  });
});
