import type { Condition } from './condition';
import { assertNever } from './assert-never';

/** The answer fields a condition reads, each once, in the order they appear. */
export function conditionFields(condition: Condition): string[] {
  const fields = new Set<string>();
  const visit = (inner: Condition): void => {
    switch (inner.op) {
      case 'equals':
      case 'in':
      case 'includesAny':
      case 'isTrue':
      case 'isFalse':
      case 'exists':
        fields.add(inner.field);
        return;
      case 'not':
        visit(inner.condition);
        return;
      case 'all':
      case 'any':
        inner.conditions.forEach(visit);
        return;
      default:
        assertNever(inner, 'condition op');
    }
  };
  visit(condition);
  return [...fields];
}
