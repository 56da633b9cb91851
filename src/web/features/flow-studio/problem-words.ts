import type { FlowDocument } from '../../../flows';
import type { FlowProblem } from '../../api/staff/flow-studio-api';
import { stepWords } from './structure-edits';

/** Problems about saved answers, settled by choosing where the answers go rather than by an edit. */
export const ANSWER_KINDS = new Set(['answers-lost', 'answers-refused', 'vanished-code']);

/** A question people answered is gone from the draft: the server's `vanished-code` without values (with values, options are gone). */
export function isLostAnswers(problem: FlowProblem): boolean {
  return problem.kind === 'answers-lost' || (problem.kind === 'vanished-code' && problem.values === undefined);
}

/**
 * A problem's message as a product person reads it: question and step names as their labels, no JSON pointers,
 * file paths or op names (those stay in the JSON tab, where the raw message is shown).
 */
export function problemInWords(problem: FlowProblem, document: FlowDocument | null): string {
  const question = (field: string) => document?.questions[field]?.label;
  const step = (name: string) => {
    const found = document?.steps.find((candidate) => candidate.name === name);
    return found && document ? stepWords(document, found) : undefined;
  };
  const words = problem.message
    .replace(/^(\/[^\s:]*|\/): /, '')
    .replace(/(?:\.\.\/)+enums\/[\w-]+\.json/g, 'a shared option list')
    .replace(/#\/\$defs\/\w+/g, 'a shared answer shape')
    .replace(/;? ?add an? (?:rename or remove|mapValues|clearInvalid|remove|rename|setDefault) op[^.;]*/g, '')
    .replace(/\b(?:migrateFrom|errorMessage|saveTo|saveTargets)\b/g, (key) => KEY_WORDS[key] ?? key)
    .replace(/step "([^"]+)"/g, (all, name: string) => (step(name) ? `the step “${step(name)}”` : all))
    .replace(/"([A-Za-z][A-Za-z0-9_]*)"/g, (all, field: string) => (question(field) ? `“${question(field)}”` : step(field) ? `“${step(field)}”` : all))
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const KEY_WORDS: Record<string, string> = {
  migrateFrom: 'the answer moves',
  errorMessage: 'its messages',
  saveTo: 'where it is saved',
  saveTargets: 'the places answers are saved',
};
