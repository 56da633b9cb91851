import type { Condition } from '../condition';
import type { Flow } from '../types';
import { answerShape } from '../answer-shape';
import { assertNever } from '../assert-never';

/**
 * Whether some answers could make the condition hold, as far as the schemas tell: false for a field no question
 * asks, or a comparison with values none of which the field can hold. Conservative: a `not` is taken to hold.
 */
export function conditionCanHold(flow: Flow, condition: Condition): boolean {
  switch (condition.op) {
    case 'not':
      return true;
    case 'all':
      return condition.conditions.every((inner) => conditionCanHold(flow, inner));
    case 'any':
      return condition.conditions.some((inner) => conditionCanHold(flow, inner));
    case 'exists':
    case 'isTrue':
    case 'isFalse':
      return flow.questions[condition.field] !== undefined;
    case 'equals':
    case 'in':
    case 'includesAny': {
      const question = flow.questions[condition.field];
      if (!question) return false;
      const allowed = answerShape(question.schema).values;
      if (!allowed) return true;
      const values = condition.op === 'equals' ? [condition.value] : condition.values;
      return values.some((value) => allowed.some((candidate) => candidate === value));
    }
    default:
      return assertNever(condition, 'condition op');
  }
}
