import type { ExtractedExperience } from './resume-extraction';

/** Dates as resumes write them ("Aug 2018 – Present", "06/2015 - 2019", "Summer 2018"), read as the flow's YYYY-MM-DD. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const SEASON = String.raw`(?:spring|summer|fall|autumn|winter)`;
export const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
/** "2018", "Aug 2018", "August, 2018", "08/2018", "8/2018", "2018-08", "Summer 2018". */
const DATE = String.raw`(?:${MONTH},?\s+${YEAR}|${SEASON},?\s+${YEAR}|(?:0?[1-9]|1[0-2])\/${YEAR}|${YEAR}-(?:0[1-9]|1[0-2])(?!\d)|${YEAR})`;
const NOW = String.raw`(?:present|current(?:ly)?|now|today|ongoing)`;
export const DATE_RANGE = new RegExp(String.raw`(${DATE})\s*(?:-|–|—|to|until|through)\s*(${DATE}|${NOW})`, 'i');
/** One season or one month alone ("Summer 2018", "June 2019"): a role that began and ended then. */
const SINGLE = new RegExp(String.raw`(?<![\p{L}\d])(${SEASON},?\s+${YEAR}|${MONTH},?\s+${YEAR})(?![\d])`, 'iu');

/** The month a season starts and the month it ends: summer runs June to August. */
const SEASONS: Record<string, readonly [number, number]> = { spring: [3, 5], summer: [6, 8], fall: [9, 12], autumn: [9, 12], winter: [1, 2] };

function monthOf(text: string, end: boolean): number | undefined {
  const numeric = /^(\d{1,2})\//.exec(text) ?? /^\d{4}-(\d{2})/.exec(text);
  if (numeric) return Number(numeric[1]);
  const season = SEASONS[/^[a-z]+/i.exec(text)?.[0].toLowerCase() ?? ''];
  if (season) return end ? season[1] : season[0];
  const index = MONTHS.indexOf(text.slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

/** A resume date as the flow's YYYY-MM-DD: the first of its month, January when only the year is written. */
function isoDate(text: string, end = false): string | undefined {
  const year = new RegExp(YEAR).exec(text)?.[0];
  if (!year) return undefined;
  const month = monthOf(text.trim(), end) ?? 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export const hasDates = (line: string) => DATE_RANGE.test(line) || SINGLE.test(line);

export function datesOf(line: string): Pick<ExtractedExperience, 'startDate' | 'endDate' | 'currentlyAtJob'> | undefined {
  const match = DATE_RANGE.exec(line);
  if (!match) {
    const single = SINGLE.exec(line);
    if (!single) return undefined;
    const startDate = isoDate(single[1]!);
    const endDate = isoDate(single[1]!, true);
    return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
  }
  const startDate = isoDate(match[1]!);
  if (new RegExp(`^${NOW}$`, 'i').test(match[2]!)) return { ...(startDate && { startDate }), currentlyAtJob: true };
  const endDate = isoDate(match[2]!, true);
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}

export function withoutDates(line: string): string {
  return line
    .replace(DATE_RANGE, ' ')
    .replace(SINGLE, ' ')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,|;:–—-]+$/, '')
    .replace(/^[\s,|;:–—-]+/, '')
    .trim();
}
