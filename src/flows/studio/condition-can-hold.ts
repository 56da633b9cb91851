import type { Condition } from '../condition';
import type { Flow } from '../types';
import { conditionSatisfiable } from '../lint/condition-satisfiable';

/**
 * Whether some answers could make the condition hold, as far as the schemas tell: false for a test on a field no
 * question asks (it is never answered), a comparison with values none of which the question offers, a yes/no test
 * on an answer that is not yes or no, or tests that contradict each other ("Kind is A and Kind is B", a test and
 * its opposite). The flow map leaves out the moves such a condition guards.
 */
export function conditionCanHold(flow: Flow, condition: Condition): boolean {
  return conditionSatisfiable(flow, condition, { offeredOnly: true });
}
