import type { Condition } from '../condition';
import type { Flow } from '../types';
import { answerShape } from '../answer-shape';
import { assertNever } from '../assert-never';

/** An answer no condition names: stands for "answered, with something the condition does not mention". */
const SOMETHING_ELSE = '\u0000something else';

export interface CandidateOptions {
  /** Fields nobody has answered when the condition is evaluated (asked on the same step or later). */
  unanswered?: ReadonlySet<string>;
  /** Only values the question offers (the map's reachability); otherwise values the condition names count too. */
  offeredOnly?: boolean;
}

/** How a condition reads one field: the values it compares it with and the tests it applies. */
interface FieldUse {
  values: unknown[];
  ops: Set<Condition['op']>;
}

/** Each field a condition reads, with the values it compares it with and the tests it applies. */
function fieldUses(condition: Condition, into = new Map<string, FieldUse>()): Map<string, FieldUse> {
  const add = (field: string, op: Condition['op'], values: readonly unknown[]) => {
    const use = into.get(field) ?? { values: [], ops: new Set() };
    use.values.push(...values);
    use.ops.add(op);
    into.set(field, use);
  };
  switch (condition.op) {
    case 'equals':
      add(condition.field, condition.op, [condition.value]);
      break;
    case 'in':
    case 'includesAny':
      add(condition.field, condition.op, condition.values);
      break;
    case 'isTrue':
    case 'isFalse':
    case 'exists':
      add(condition.field, condition.op, []);
      break;
    case 'not':
      fieldUses(condition.condition, into);
      break;
    case 'all':
    case 'any':
      for (const inner of condition.conditions) fieldUses(inner, into);
      break;
    default:
      assertNever(condition, 'condition op');
  }
  return into;
}

/** Past this many values a list's subsets are not tried (2^n of them): the field is then left undecided. */
const MOST_LIST_VALUES = 12;

/** Every non-empty subset of `items` (lists are judged only by which named values they hold). */
function subsets(items: readonly unknown[]): unknown[][] {
  const all: unknown[][] = [[]];
  for (const item of items) all.push(...all.map((subset) => [...subset, item]));
  return all.filter((subset) => subset.length > 0);
}

/**
 * For each field a condition reads, answers that stand for every answer it could be told apart by: unanswered,
 * each value named that the question can hold, and one value it does not name. Enough to decide by trying each
 * combination whether some answers make the condition hold. A field no question asks is never answered. Null for
 * a list naming too many values to try every combination of.
 */
export function answerCandidates(flow: Flow, condition: Condition, options: CandidateOptions = {}): Map<string, unknown[] | null> {
  const candidates = new Map<string, unknown[] | null>();
  for (const [field, use] of fieldUses(condition)) {
    const question = flow.questions[field];
    if (!question || options.unanswered?.has(field)) {
      candidates.set(field, [undefined]);
      continue;
    }
    const shape = answerShape(question.schema);
    const offered = shape.values;
    const named = [...new Set(use.values)];
    const usable = offered && options.offeredOnly ? named.filter((value) => offered.includes(value)) : named;
    // One value the condition does not name stands for all the others: a real option when the list is closed.
    const other = offered ? offered.find((value) => !named.includes(value)) : SOMETHING_ELSE;
    const values = offered && other === undefined ? usable : [...usable, other];
    // A test of the wrong kind (yes/no on a choice, "is" on a list) is the lint's condition-type problem; unless
    // only offered answers count, it is given answers it can hold so that it is not reported twice.
    const misfit: unknown[] = [];
    if (!options.offeredOnly && shape.kind !== 'boolean' && (use.ops.has('isTrue') || use.ops.has('isFalse'))) misfit.push(true, false);
    if (!options.offeredOnly && shape.kind === 'list' && (use.ops.has('equals') || use.ops.has('in'))) misfit.push(...usable);
    if (!options.offeredOnly && shape.kind !== 'list' && use.ops.has('includesAny')) misfit.push(...usable.map((value) => [value]));
    if (shape.kind === 'list') candidates.set(field, values.length > MOST_LIST_VALUES ? null : [undefined, ...subsets(values), ...misfit]);
    // isTrue and isFalse name no value, so both answers are always tried.
    else if (shape.kind === 'boolean') candidates.set(field, [undefined, true, false, ...usable.filter((value) => typeof value !== 'boolean'), ...misfit]);
    else candidates.set(field, [undefined, ...values, ...misfit]);
  }
  return candidates;
}
