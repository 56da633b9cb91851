import { isDeepStrictEqual } from 'node:util';
import { isAnswered, validateStep, walkFlow, type Answers, type FieldError, type Flow, type StepValidator } from '../../../flows';
import type { MigrationOp } from '../../../flows/studio/migrate-answers';
import { carryThroughHops, type MigrationHop } from '../../../flows/studio/migration-hops';
import { firstInvalidStep } from './answer-sets';

export interface CarriedAnswerSet {
  answers: Record<string, unknown>;
  changed: boolean;
  /**
   * Where the person is sent back to, with what needs them there: the first step of the new version their
   * answers no longer pass. Set when an answer there fails the new version, or when the answers passed the whole
   * earlier version and the new one asks for something more; null for someone simply not finished yet.
   */
  invalid: { step: string; errors: FieldError[] } | null;
}

/** One answer set carried over, with whether it still passes. */
export interface AnswerSetCarrier {
  (answers: Answers): CarriedAnswerSet;
  /** Sections with a step that answers may pass or fail differently in; in any other, they fare as before. */
  rechecked: ReadonlySet<string>;
}

/** Fields the ops touch: their answers may now fail where they passed. */
function fieldsOfOps(ops: readonly MigrationOp[]): string[] {
  return ops.flatMap((op) => (op.op === 'rename' ? [op.from, op.to] : [op.field]));
}

/**
 * The steps of `next` whose answers can pass or fail differently from the same answers under `previous`: new
 * steps, steps or questions that changed, steps asking a field an op touches, and steps whose rules or checks
 * name such a field (a compare rule against it). Any other step an answer set passed, it still passes.
 */
function stepsToCheck(previous: Flow, next: Flow, ops: readonly MigrationOp[]): Set<string> {
  const touched = new Set(fieldsOfOps(ops));
  for (const [field, question] of Object.entries(next.questions)) {
    if (!isDeepStrictEqual(question, previous.questions[field])) touched.add(field);
  }
  const mentions = (value: unknown) => {
    const text = JSON.stringify(value);
    return [...touched].some((field) => text.includes(`"${field}"`));
  };
  const steps = new Set<string>();
  for (const step of next.steps) {
    const before = previous.steps.find((candidate) => candidate.name === step.name);
    if (
      !before ||
      !isDeepStrictEqual(before, step) ||
      step.questions.some((field) => touched.has(field)) ||
      mentions(step) ||
      mentions(step.questions.map((field) => next.questions[field]))
    ) {
      steps.add(step.name);
    }
  }
  return steps;
}

/**
 * Carries saved answer sets from `previous` to `next` through the hops of the versions between them (each
 * version's ops, `migrationHops`), and says whether each still passes. Worked out once per migration: which steps
 * need checking again, so an answer set is validated only where the new version can judge it differently (a
 * whole check of every step costs milliseconds an answer set).
 */
export function answerSetCarrier(previous: Flow, next: Flow, hops: readonly MigrationHop[], validator: StepValidator): AnswerSetCarrier {
  const recheck = stepsToCheck(
    previous,
    next,
    hops.flatMap((hop) => hop.ops),
  );
  const carry = (answers: Answers): CarriedAnswerSet => {
    const migrated = carryThroughHops(answers, hops);
    const changed = !isDeepStrictEqual(migrated, answers);
    if (recheck.size === 0) return { answers: migrated, changed, invalid: null };
    let failing: CarriedAnswerSet['invalid'] = null;
    for (const step of walkFlow(next, migrated).path) {
      if (!recheck.has(step)) continue;
      const errors = validateStep(next, step, migrated, validator);
      if (errors.length > 0) {
        failing = { step, errors };
        break;
      }
    }
    if (!failing) return { answers: migrated, changed, invalid: null };
    const answeredWrong = failing.errors.some((error) => isAnswered(migrated[error.field]) || isAnswered(answers[error.field]));
    const passedBefore = !answeredWrong && firstInvalidStep(previous, answers, validator) === null;
    return { answers: migrated, changed, invalid: answeredWrong || passedBefore ? failing : null };
  };
  return Object.assign(carry, { rechecked: new Set(next.steps.filter((step) => recheck.has(step.name)).map((step) => step.section)) });
}
