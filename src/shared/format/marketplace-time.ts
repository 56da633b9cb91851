/**
 * One time zone for every moment the marketplace shows (docs/decisions.md, "One time zone"): the web, e-mails and
 * reports all read a timestamp in the marketplace's zone, so "the day" of an event is the same day everywhere, and
 * a time of day names its zone ("3:05 PM EST"). A date that is a day (a start date, "2027-01-11") is not a moment
 * and is shown as written, without any zone shift. Change the zone here; the reports' day boundaries and the
 * next-morning sends read the same constant.
 */
export const MARKETPLACE_TIME_ZONE = 'America/New_York';

/**
 * Each formatter is made on first use, not as the module loads: the first one with a time zone loads the browser's
 * zone data, about 57 ms of main thread on a fast desktop (four times that on a phone), and pages such as the job
 * seeker home import this module without always showing a date.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (time: number) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (time) => (format ??= new Intl.DateTimeFormat('en-US', options)).format(time);
}

const dayOfMoment = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: MARKETPLACE_TIME_ZONE });
const momentWithTime = lazyFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: MARKETPLACE_TIME_ZONE,
  timeZoneName: 'short',
});
const dayAsWritten = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A timestamp's day in the marketplace's zone, "Mar 2, 2026"; text that is not a date as it came. */
export function formatMomentDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dayOfMoment(time);
}

/** A timestamp with its time of day in the marketplace's zone, named: "Mar 2, 2026, 3:05 PM EST". */
export function formatMomentDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : momentWithTime(time);
}

/** A day ("2027-01-11", or the day part of a longer value) as written, "Jan 11, 2027", never shifted by a zone. */
export function formatDay(isoDay: string): string {
  const time = Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : dayAsWritten(time);
}
