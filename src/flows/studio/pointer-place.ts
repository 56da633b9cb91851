import type { FlowDocument } from '../types';
import { fieldInWords } from './condition-in-words';

/** Where a JSON pointer into a flow document falls, for a problem staff can find: its step, its question, in words. */
export interface PointerPlace {
  step?: string;
  question?: string;
  /** "In “Where are you in your job search?”", "On the step “Continue without a resume?”"; empty at the top. */
  words: string;
}

/** The words of a step of a document that may not have loaded: its title, its first question's label, its name. */
function stepWords(document: Partial<FlowDocument>, name: string): string {
  const step = document.steps?.find((candidate) => candidate.name === name);
  const first = step?.questions?.[0];
  const label = first !== undefined ? document.questions?.[first]?.label : undefined;
  return step?.title ?? label ?? fieldInWords(name.replace(/_/g, ' '));
}

/** The step and question a pointer names (a question's own step is the first that asks it), with their words. */
export function pointerPlace(document: Partial<FlowDocument>, pointer: string): PointerPlace {
  const step = /^\/steps\/(\d+)(?:\/|$)/.exec(pointer);
  if (step) {
    const name = document.steps?.[Number(step[1])]?.name;
    return name === undefined ? { words: `On step ${Number(step[1]) + 1}` } : { step: name, words: `On the step “${stepWords(document, name)}”` };
  }
  const question = /^\/questions\/([^/]+)(?:\/|$)/.exec(pointer);
  if (question) {
    const field = question[1]!;
    const owner = document.steps?.find((candidate) => candidate.questions?.includes(field))?.name;
    const label = document.questions?.[field]?.label;
    return { ...(owner !== undefined ? { step: owner } : {}), question: field, words: `In “${label || fieldInWords(field)}”` };
  }
  return { words: '' };
}
