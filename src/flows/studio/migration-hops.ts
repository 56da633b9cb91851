import type { Answers } from '../answers';
import type { StepValidator } from '../step-validator';
import type { Flow } from '../types';
import { migrateAnswers, type MigrationOp, type RefusedAnswer } from './migrate-answers';

/** One version's step of a move: its `migrateFrom` ops, and what that version refuses (for `clearInvalid`). */
export interface MigrationHop {
  /** The version this hop arrives at. */
  version: number;
  ops: readonly MigrationOp[];
  refused: RefusedAnswer;
}

/** What `flow` refuses of an answer to `field`: any answer to a question it does not ask, else what its schema refuses. */
export function refusedBy(flow: Flow, validator: StepValidator): RefusedAnswer {
  return (field, value) => {
    const question = flow.questions[field];
    return !question || validator.validate(question.schema, value).length > 0;
  };
}

/**
 * The hops that carry answers saved under `fromVersion` to `target`, one per version after it: each version's own
 * `migrateFrom` ops (a version that declares none, or declares them from another version, carries answers as they
 * are). `versionOf` gives the versions in between; one that is not served is passed over.
 */
export function migrationHops(versionOf: (version: number) => Flow | undefined, fromVersion: number, target: Flow, validator: StepValidator): MigrationHop[] {
  const hops: MigrationHop[] = [];
  for (let version = fromVersion + 1; version <= target.version; version += 1) {
    const flow = version === target.version ? target : versionOf(version);
    if (!flow) continue;
    const ops = flow.migrateFrom?.version === version - 1 ? flow.migrateFrom.ops : [];
    hops.push({ version, ops, refused: refusedBy(flow, validator) });
  }
  return hops;
}

/** An answer set carried through every hop in turn. Pure: the input is left as it was. */
export function carryThroughHops(answers: Answers, hops: readonly MigrationHop[]): Record<string, unknown> {
  return hops.reduce<Record<string, unknown>>((carried, hop) => migrateAnswers(carried, hop.ops, hop.refused), { ...answers });
}
