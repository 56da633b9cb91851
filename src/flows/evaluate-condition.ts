import type { Condition } from './condition';
import { isAnswered, type Answers } from './answers';
import { assertNever } from './assert-never';

/**
 * Whether `condition` holds for `answers`. Pure; the only interpreter of conditions, shared by browser and
 * server. An unknown op (a hand-written file that escaped the meta-schema) throws rather than guessing.
 */
export function evaluateCondition(condition: Condition, answers: Answers): boolean {
  switch (condition.op) {
    case 'equals': {
      const value = answers[condition.field];
      return isAnswered(value) && value === condition.value;
    }
    case 'in': {
      const value = answers[condition.field];
      return isAnswered(value) && !Array.isArray(value) && condition.values.some((candidate) => candidate === value);
    }
    case 'includesAny': {
      const value = answers[condition.field];
      return Array.isArray(value) && value.some((item) => condition.values.some((candidate) => candidate === item));
    }
    case 'isTrue':
      return answers[condition.field] === true;
    case 'isFalse':
      return answers[condition.field] === false;
    case 'exists':
      return isAnswered(answers[condition.field]);
    case 'not':
      return !evaluateCondition(condition.condition, answers);
    case 'all':
      return condition.conditions.every((inner) => evaluateCondition(inner, answers));
    case 'any':
      return condition.conditions.some((inner) => evaluateCondition(inner, answers));
    default:
      return assertNever(condition, 'condition op');
  }
}
