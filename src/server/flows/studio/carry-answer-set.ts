import { isAnswered, type Answers, type FieldError, type Flow, type StepValidator } from '../../../flows';
import { migrateAnswers, type MigrationOp } from '../../../flows/studio/migrate-answers';
import { isDeepStrictEqual } from 'node:util';
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

/** One saved answer set carried from `previous` to `next` by the ops, and whether it still passes. */
export function carryAnswerSet(previous: Flow, next: Flow, ops: readonly MigrationOp[], answers: Answers, validator: StepValidator): CarriedAnswerSet {
  const migrated = migrateAnswers(answers, ops);
  const changed = !isDeepStrictEqual(migrated, answers);
  const failing = firstInvalidStep(next, migrated, validator);
  if (!failing) return { answers: migrated, changed, invalid: null };
  const answeredWrong = failing.errors.some((error) => isAnswered(migrated[error.field]) || isAnswered(answers[error.field]));
  const passedBefore = !answeredWrong && firstInvalidStep(previous, answers, validator) === null;
  return { answers: migrated, changed, invalid: answeredWrong || passedBefore ? failing : null };
}
