import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { universities } from '../db/schema';
import type { FieldErrors } from '../errors/app-error';
import { ensureUniversitiesSeeded } from '../universities';
import { isCalendarDay } from '../../shared/calendar-day';

/** The dates a filter set may hold (wire names), checked as days that exist before anything reads them. */
const DATE_FIELDS = ['ideal_start_date', 'latest_start_date'] as const;

const asDay = (value: unknown): string | null => (typeof value === 'string' && isCalendarDay(value) ? value : null);

/**
 * What the schema cannot see in the wire `filters` sent, as `{"filters.<criterion>": [message]}`: a start date that
 * is no day ("2027-02-30"), a latest start before the ideal start (of the set as it will be saved, `merged`, so
 * changing one date is judged against the other already kept), and a preferred college id that names no college
 * (the role's own ids, `ownColleges`, are always accepted, as the options' check accepts the role's own values).
 */
export async function filterValueProblems(
  db: AppDb,
  sent: Record<string, unknown>,
  merged: { ideal: unknown; latest: unknown },
  ownColleges: readonly number[],
): Promise<FieldErrors> {
  const problems: FieldErrors = {};
  for (const field of DATE_FIELDS) {
    const value = sent[field];
    if (typeof value === 'string' && !isCalendarDay(value)) {
      problems[`filters.${field}`] = [`"${value}" is not a day on the calendar. Give a date as YYYY-MM-DD, e.g. 2027-01-31.`];
    }
  }
  const ideal = asDay(merged.ideal);
  const latest = asDay(merged.latest);
  const datesSent = DATE_FIELDS.some((field) => field in sent);
  if (datesSent && ideal !== null && latest !== null && latest < ideal && problems['filters.latest_start_date'] === undefined) {
    problems['filters.latest_start_date'] = [`The latest start (${latest}) is before the ideal start (${ideal}); make it the same day or later.`];
  }
  const colleges = sent.preferred_colleges;
  if (Array.isArray(colleges)) {
    const asked = [...new Set(colleges.filter((id): id is number => typeof id === 'number' && !ownColleges.includes(id)))];
    if (asked.length > 0) {
      await ensureUniversitiesSeeded(db);
      const found = new Set((await db.select({ id: universities.id }).from(universities).where(inArray(universities.id, asked))).map((row) => row.id));
      const missing = asked.filter((id) => !found.has(id));
      if (missing.length > 0) {
        const named = missing.join(', ');
        problems['filters.preferred_colleges'] = [
          `${missing.length === 1 ? `College id ${named} names no college` : `College ids ${named} name no college`} on the list. Search for the college by name and choose it.`,
        ];
      }
    }
  }
  return problems;
}
