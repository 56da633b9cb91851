import type { MigrationOp } from '../../generated/flow-document';
import type { Flow } from '../types';
import { answerShape } from '../answer-shape';

/** A question, or an option of one, that answers to the earlier version may hold and the new version drops without an op. */
export interface VanishedCode {
  /** The question's field in the earlier version. */
  field: string;
  /** The option code, for an option that vanished; absent when the whole question did. */
  value?: unknown;
  message: string;
}

/**
 * The guard rail of issue 26 item 6: what answers to `previous` may hold that `next` would orphan, because the
 * question or option is gone and no `migrateFrom` op says what becomes of it (rename, mapValues or remove). The
 * caller decides which of these matter: `check:schemas` knows no saved answers and refuses them all; the server
 * refuses those that some answer set holds.
 */
export function vanishedCodes(previous: Flow, next: Flow, ops: readonly MigrationOp[]): VanishedCode[] {
  const vanished: VanishedCode[] = [];
  for (const [field, question] of Object.entries(previous.questions)) {
    let name = field;
    let removed = false;
    // Each option the earlier version offers, paired with the code it has become after the ops so far.
    let values = answerShape(question.schema).values?.map((value) => ({ original: value, current: value }));
    for (const op of ops) {
      if (op.op === 'rename' && op.from === name) name = op.to;
      else if (op.op === 'remove' && op.field === name) removed = true;
      else if (op.op === 'mapValues' && op.field === name && values) {
        values = values.flatMap((value) => {
          if (!Object.hasOwn(op.map, String(value.current))) return [value];
          const mapped = op.map[String(value.current)];
          return mapped === null || mapped === undefined ? [] : [{ original: value.original, current: mapped as unknown }];
        });
      }
    }
    if (removed) continue;
    const target = next.questions[name];
    if (!target) {
      vanished.push({
        field,
        message: `question "${field}" is gone from the new version; add a rename or remove op to migrateFrom to say what becomes of its answers`,
      });
      continue;
    }
    const allowed = answerShape(target.schema).values;
    if (!values || !allowed) continue;
    for (const { original, current } of values) {
      if (allowed.some((candidate) => candidate === current)) continue;
      vanished.push({
        field,
        value: original,
        message: `option ${JSON.stringify(original)} of "${field}" is gone from the new version; add a mapValues op for "${name}" to say what it becomes`,
      });
    }
  }
  return vanished;
}
