import { isAnswered, type Flow, type StepValidator } from '../src/flows';
import { answerSetCarrier } from '../src/server/flows/studio/carry-answer-set';
import { refusedBy } from '../src/flows/studio/migration-hops';
import { checkFixture } from './lib/check-fixture';
import type { Fixture } from './lib/fixture';

/** A fixture of the earlier version carried into the new one, as a saved answer set is carried when it is published. */
export interface MigratedReplay {
  /** The fixture's answers after the ops. */
  answers: Record<string, unknown>;
  /** What does not hold in the new version: an expectation, a field it does not ask, an answer it refuses. */
  failures: string[];
  /** Where a person with these answers would be sent back to (a new question to answer); null when nowhere. */
  sentBack: string | null;
}

/**
 * `npm run replay -- --migrate` for one pair of versions: each fixture of `previous` is carried by `next`'s
 * `migrateFrom` ops through the same carrier the migration job runs on stored answer sets, then its expectations are
 * checked against a walk of `next`. An answer the new version refuses fails (the ops leave it broken); a question the
 * new version adds only sends the person back, as it would a real one.
 */
export function migrationReplay(previous: Flow, next: Flow, validator: StepValidator): (fixture: Fixture) => MigratedReplay {
  const hop = { version: next.version, ops: next.migrateFrom?.ops ?? [], refused: refusedBy(next, validator) };
  const carry = answerSetCarrier(previous, next, [hop], validator);
  return (fixture) => {
    const carried = carry(fixture.answers);
    const failures = checkFixture(next, { ...fixture, version: next.version, answers: carried.answers }).map(
      (failure) => `${failure.expectation}: ${failure.message}`,
    );
    let sentBack: string | null = null;
    if (carried.invalid) {
      const refused = carried.invalid.errors.filter((error) => isAnswered(carried.answers[error.field]));
      for (const error of refused) failures.push(`answers: "${error.field}" fails version ${next.version} at "${carried.invalid.step}": ${error.message}`);
      if (refused.length === 0) sentBack = carried.invalid.step;
    }
    return { answers: carried.answers, failures, sentBack };
  };
}
