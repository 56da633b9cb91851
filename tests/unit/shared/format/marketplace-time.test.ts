import { describe, expect, it } from 'vitest';
import { formatDay, formatMomentDate, formatMomentDateTime } from '../../../../src/shared/format/marketplace-time';
import { formatDate, formatDateTime } from '../../../../src/web/components/format-date';
import { notificationAge } from '../../../../src/shared/format/notification-age';

// Issue 35 item 7: one time zone for a date across e-mails, history and reports, whoever reads it and wherever.
describe('one time zone for the marketplace', () => {
  it('reads a moment in America/New_York, the day the reports count it in, whatever the reader’s zone', () => {
    // 02:30 UTC on March 5 is still March 4 in New York, where the reports put this event.
    expect(formatMomentDate('2026-03-05T02:30:00.000Z')).toBe('Mar 4, 2026');
    expect(formatDate('2026-03-05T02:30:00.000Z')).toBe('Mar 4, 2026');
    expect(notificationAge('2026-03-05T02:30:00.000Z', new Date('2026-04-01T00:00:00.000Z'))).toBe('Mar 4, 2026');
  });

  it('names the zone where a time of day shows', () => {
    expect(formatMomentDateTime('2026-03-05T02:30:00.000Z')).toBe('Mar 4, 2026, 9:30 PM EST');
    expect(formatDateTime('2026-07-01T16:05:00.000Z')).toBe('Jul 1, 2026, 12:05 PM EDT');
  });

  it('shows a day (a start date) as written, never shifted', () => {
    expect(formatDay('2027-01-11')).toBe('Jan 11, 2027');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
