import { conditionFields } from './condition-fields';
import type { Flow } from './types';

/**
 * The answers that decide whether `fields` are asked at all: the fields their steps' and their own conditions read
 * (the highest level of education before degrees), the asked fields themselves left out.
 */
export function gatesOf(flow: Flow, fields: ReadonlySet<string>): Set<string> {
  const gates = new Set<string>();
  for (const step of flow.steps) {
    const asked = step.questions.filter((field) => fields.has(field));
    if (asked.length === 0) continue;
    if (step.when) conditionFields(step.when).forEach((field) => gates.add(field));
    for (const field of asked) {
      const when = flow.questions[field]?.when;
      if (when) conditionFields(when).forEach((gate) => gates.add(gate));
    }
  }
  for (const field of fields) gates.delete(field);
  return gates;
}
