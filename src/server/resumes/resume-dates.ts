import type { ExtractedExperience } from './resume-extraction';

/** Dates as resumes write them ("Aug 2018 – Present"), read as the flow's YYYY-MM-DD. */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
export const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
/** "2018", "Aug 2018", "August, 2018", "08/2018", "8/2018". */
const DATE = String.raw`(?:${MONTH},?\s+${YEAR}|(?:0?[1-9]|1[0-2])\/${YEAR}|${YEAR})`;
const NOW = String.raw`(?:present|current(?:ly)?|now|today)`;
export const DATE_RANGE = new RegExp(String.raw`(${DATE})\s*(?:-|–|—|to|until)\s*(${DATE}|${NOW})`, 'i');

function monthOf(text: string): number | undefined {
  const numeric = /^(\d{1,2})\//.exec(text);
  if (numeric) return Number(numeric[1]);
  const index = MONTHS.indexOf(text.slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

/** A resume date as the flow's YYYY-MM-DD: the first of its month, January when only the year is written. */
function isoDate(text: string): string | undefined {
  const year = new RegExp(YEAR).exec(text)?.[0];
  if (!year) return undefined;
  const month = monthOf(text.trim()) ?? 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

export function datesOf(line: string): Pick<ExtractedExperience, 'startDate' | 'endDate' | 'currentlyAtJob'> | undefined {
  const match = DATE_RANGE.exec(line);
  if (!match) return undefined;
  const startDate = isoDate(match[1]!);
  if (new RegExp(`^${NOW}$`, 'i').test(match[2]!)) return { ...(startDate && { startDate }), currentlyAtJob: true };
  const endDate = isoDate(match[2]!);
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}

export function withoutDates(line: string): string {
  return line
    .replace(DATE_RANGE, ' ')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,|;:–—-]+$/, '')
    .trim();
}
