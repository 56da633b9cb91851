import type { Flow, FlowDocument } from '../../../flows';
import type { Condition } from '../../../flows/condition';
import { conditionInWords } from '../../../flows/studio/condition-in-words';
import { choicesOf, questionOf } from './question-lookup';

const quoted = (titles: string[]) => titles.map((title) => `“${title}”`);
const either = (titles: string[], word: 'or' | 'and') => (titles.length <= 1 ? titles.join('') : `${titles.slice(0, -1).join(', ')} ${word} ${titles.at(-1)}`);

/**
 * A condition as a sentence a product person reads: the question by its label, the answers by their titles
 * ("the answer to “Where are you in your job search?” is “Actively looking” or “Just curious”"). A combined rule
 * is read as the map reads it.
 */
export function conditionSentence(document: FlowDocument, resolved: Flow | null, condition: Condition): string {
  if (!('field' in condition)) {
    try {
      return resolved ? conditionInWords(resolved, condition) : 'the rule in the JSON tab holds';
    } catch {
      return 'the rule in the JSON tab holds';
    }
  }
  const label = `the answer to “${questionOf(document, resolved, condition.field)?.label ?? condition.field}”`;
  const choices = choicesOf(document, resolved, condition.field);
  const titles = (codes: readonly unknown[]) => quoted(codes.map((code) => choices.find((choice) => choice.code === code)?.title ?? String(code)));
  switch (condition.op) {
    case 'equals':
      return `${label} is ${titles([condition.value]).join('')}`;
    case 'in':
      return condition.values.length === 0 ? `${label} is one of the answers ticked (none yet)` : `${label} is ${either(titles(condition.values), 'or')}`;
    case 'includesAny':
      return condition.values.length === 0
        ? `${label} includes one of the answers ticked (none yet)`
        : `${label} includes ${either(titles(condition.values), 'or')}`;
    case 'isTrue':
      return `${label} is ${titles([true]).join('')}`;
    case 'isFalse':
      return `${label} is ${titles([false]).join('')}`;
    case 'exists':
      return `${label} is given`;
  }
}
