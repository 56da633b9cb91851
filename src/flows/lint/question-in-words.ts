import type { Flow } from '../types';
import { fieldInWords } from '../studio/condition-in-words';

/**
 * A question as staff know it, for a problem's message: its label in quotes (“Where are you in your job
 * search?”), or its field read as words when the flow has no such question. Staff never see field names.
 */
export function questionInWords(flow: Flow, field: string): string {
  return `“${flow.questions[field]?.label ?? fieldInWords(field)}”`;
}
