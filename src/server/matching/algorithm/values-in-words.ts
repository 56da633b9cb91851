import { customSkillName } from './custom-skills';
import { ratingWord } from './factors-expertise';
import { shippedVocabulary } from './vocabulary';
import { date, money } from './words';

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const CODE = /^[a-z0-9]+(_[a-z0-9]+)+$|^[a-z]+$/;
const MONEY_KEY = /salary|Rate$|budget/i;

/** A code no question lists ("high_school" from an older flow) still reads as words, never as snake_case. */
function humanise(code: string): string {
  const spaced = code.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The values a filter or factor compared, as a person reads them (the debug page shows them beside each rule):
 * option codes as their titles, dates and money in the product's formats, skill ratings by name. Keys stay as
 * they are; the page puts them in words. Colleges held by id are named from `colleges`.
 */
export function valuesInWords(value: unknown, key = '', colleges: ReadonlyMap<number, string> = new Map()): unknown {
  if (typeof value === 'string') {
    if (key === 'skillId') return customSkillName(value) ?? valuesInWords(value);
    if (ISO_DATE.test(value)) return date(value);
    if (CODE.test(value)) return shippedVocabulary().anyTitle(value) ?? humanise(value);
    return value;
  }
  if (typeof value === 'number') {
    if (key === 'rating') return ratingWord(value);
    // A role's preferred colleges are held by id in the college list; `colleges` names them (the caller reads it).
    if (key === 'preferredColleges') return colleges.get(value) ?? `College #${value}`;
    if (MONEY_KEY.test(key)) return money(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => valuesInWords(item, key, colleges));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, valuesInWords(item, name, colleges)]));
  return value;
}
