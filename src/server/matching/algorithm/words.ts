import { formatDay } from '../../../shared/format/marketplace-time';
import { shippedVocabulary } from './vocabulary';

/** Words for reasons: readable lists, money, dates and option titles, in the product's formats. */
export function list(values: readonly string[], joiner = 'and'): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} ${joiner} ${values[values.length - 1]}`;
}

export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** A YYYY-MM-DD date as the product shows dates ("Jan 11, 2027"); anything else as it came. */
export const date = formatDay;

/** "1 year", "4 years". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** The title a person reads for an answer value of question `field` (its option in the flow files). */
export function titleOf(field: string, value: string | number): string {
  return shippedVocabulary().title(field, value);
}

/** Organisation names compared without case or extra spaces ("Eastside  unified" is "Eastside Unified"). */
export function normaliseOrganisation(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
