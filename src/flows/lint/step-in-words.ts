import type { Flow } from '../types';
import { fieldInWords } from '../studio/condition-in-words';

/**
 * A step as staff know it, for a problem's message: its title, else the label of its first question (what the
 * map shows on its box), else its route name read as words; in quotes.
 */
export function stepInWords(flow: Flow, name: string): string {
  const step = flow.steps.find((candidate) => candidate.name === name);
  const first = step?.questions[0];
  const label = first !== undefined ? flow.questions[first]?.label : undefined;
  return `“${step?.title ?? label ?? fieldInWords(name.replace(/_/g, ' '))}”`;
}
