import { isPlainObject, type RecordValue } from '../records/record-wire';

/**
 * Degrees the person confirmed from their resume that could not be placed yet are kept in the resume row's
 * `extracted` object under `held` (beside what was read), until the education step takes them or the person
 * lets them go.
 */
export function heldEducationOf(extracted: Record<string, unknown>): RecordValue[] {
  const held = extracted.held;
  if (!isPlainObject(held) || !Array.isArray(held.education)) return [];
  return held.education.filter(isPlainObject);
}

export function withHeld(extracted: Record<string, unknown>, education: RecordValue[]): Record<string, unknown> {
  const { held: _previous, ...reading } = extracted;
  return education.length === 0 ? reading : { ...reading, held: { education } };
}

const sameSchool = (a: RecordValue, b: RecordValue) =>
  typeof a.school === 'string' && typeof b.school === 'string' && a.school.trim().toLowerCase() === b.school.trim().toLowerCase();

/** Held degrees not yet among the person's education records, each school once. */
export function stillHeld(held: RecordValue[], answers: RecordValue): RecordValue[] {
  const entered = Array.isArray(answers.education) ? answers.education.filter(isPlainObject) : [];
  const kept: RecordValue[] = [];
  for (const record of held) {
    if (entered.some((item) => sameSchool(item, record)) || kept.some((item) => sameSchool(item, record))) continue;
    kept.push(record);
  }
  return kept;
}
