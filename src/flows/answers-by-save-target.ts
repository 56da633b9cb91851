import type { Answers } from './answers';
import type { Flow } from './types';

/**
 * Answers grouped by the API resource they are saved to (`profile`, `personal-wiring`, ...). Keys that are not
 * questions of the flow are left out.
 */
export function answersBySaveTarget(flow: Flow, answers: Answers): Record<string, Record<string, unknown>> {
  const groups: Record<string, Record<string, unknown>> = {};
  for (const [field, value] of Object.entries(answers)) {
    const question = flow.questions[field];
    if (!question) continue;
    (groups[question.saveTo] ??= {})[field] = value;
  }
  return groups;
}
