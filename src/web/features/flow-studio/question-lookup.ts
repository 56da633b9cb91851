import { optionsOf, type Flow, type FlowDocument, type Question } from '../../../flows';

export interface Choice {
  code: string | number | boolean;
  title: string;
}

/**
 * A question as the studio reads it: the served draft's (shared lists resolved), else the draft's own while the
 * server has not checked it yet (a question just added).
 */
export function questionOf(document: FlowDocument, resolved: Flow | null, field: string): Question | undefined {
  return resolved?.questions[field] ?? document.questions[field];
}

/** A question's options by their titles (a code without a title reads as itself). */
export function choicesOf(document: FlowDocument, resolved: Flow | null, field: string): Choice[] {
  const question = questionOf(document, resolved, field);
  return optionsOf(question?.schema).flatMap((option) =>
    typeof option.const === 'string' || typeof option.const === 'number' || typeof option.const === 'boolean'
      ? [{ code: option.const, title: option.title ?? String(option.const) }]
      : [],
  );
}

/** The fields asked before `step` (and, for a question's own condition, earlier on its step), in the order people meet them. */
export function fieldsBefore(document: FlowDocument, step: string, field?: string): string[] {
  const fields: string[] = [];
  for (const candidate of document.steps) {
    if (candidate.name === step) {
      if (field !== undefined) fields.push(...candidate.questions.slice(0, Math.max(0, candidate.questions.indexOf(field))));
      break;
    }
    fields.push(...candidate.questions);
  }
  return fields.filter((name) => document.questions[name] !== undefined);
}
