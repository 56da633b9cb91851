import type { Condition } from '../condition';
import type { Flow } from '../types';
import { assertNever } from '../assert-never';
import { optionTitle } from '../option-title';

/** "roleType" as "Role type": a field's name read as words, short enough for an edge of the flow map. */
export function fieldInWords(field: string): string {
  const spaced = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function valuesInWords(flow: Flow, field: string, values: readonly unknown[]): string {
  // Option titles may hold commas of their own ("Remote, or in specific locations"): each is quoted when listed.
  const titles = values.map((value) => optionTitle(flow, field, value));
  if (titles.length <= 1) return titles.join('');
  return titles.map((title) => `“${title}”`).join(', ');
}

function nested(flow: Flow, condition: Condition): string {
  const words = conditionInWords(flow, condition);
  return condition.op === 'all' || condition.op === 'any' ? `(${words})` : words;
}

/** The words of a condition that does not hold: "Role type does not include Full-time". */
function negatedInWords(flow: Flow, condition: Condition): string {
  const field = 'field' in condition ? fieldInWords(condition.field) : '';
  switch (condition.op) {
    case 'equals':
      return `${field} is not ${optionTitle(flow, condition.field, condition.value)}`;
    case 'in':
      return `${field} is ${condition.values.length > 1 ? 'none of' : 'not'} ${valuesInWords(flow, condition.field, condition.values)}`;
    case 'includesAny':
      return `${field} ${condition.values.length > 1 ? 'includes none of' : 'does not include'} ${valuesInWords(flow, condition.field, condition.values)}`;
    case 'isTrue':
    case 'isFalse':
      return `${field} is not ${booleanTitle(flow, condition.field, condition.op === 'isTrue')}`;
    case 'exists':
      return `${field} is not answered`;
    case 'not':
      return conditionInWords(flow, condition.condition);
    default:
      return `not (${conditionInWords(flow, condition)})`;
  }
}

/** Yes or No, or the titles the question gives its two answers. */
function booleanTitle(flow: Flow, field: string, value: boolean): string {
  const title = optionTitle(flow, field, value);
  return title === String(value) ? (value ? 'Yes' : 'No') : title;
}

/**
 * A condition as staff read it on the flow map: "Role type includes Full-time", option codes as the titles the
 * flow gives them (a code with no title stays as written), fields as their names in words.
 */
export function conditionInWords(flow: Flow, condition: Condition): string {
  switch (condition.op) {
    case 'equals':
      return `${fieldInWords(condition.field)} is ${optionTitle(flow, condition.field, condition.value)}`;
    case 'in':
      return `${fieldInWords(condition.field)} is ${condition.values.length > 1 ? 'one of ' : ''}${valuesInWords(flow, condition.field, condition.values)}`;
    case 'includesAny':
      return `${fieldInWords(condition.field)} includes ${condition.values.length > 1 ? 'any of ' : ''}${valuesInWords(flow, condition.field, condition.values)}`;
    case 'isTrue':
    case 'isFalse':
      return `${fieldInWords(condition.field)} is ${booleanTitle(flow, condition.field, condition.op === 'isTrue')}`;
    case 'exists':
      return `${fieldInWords(condition.field)} is answered`;
    case 'not':
      return negatedInWords(flow, condition.condition);
    case 'all':
      return condition.conditions.length === 0 ? 'always' : condition.conditions.map((inner) => nested(flow, inner)).join(' and ');
    case 'any':
      return condition.conditions.length === 0 ? 'never' : condition.conditions.map((inner) => nested(flow, inner)).join(' or ');
    default:
      return assertNever(condition, 'condition op');
  }
}
