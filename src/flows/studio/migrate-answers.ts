import type { MigrationOp } from '../../generated/flow-document';
import { isAnswered, type Answers } from '../answers';
import { assertNever } from '../assert-never';

export type { MigrationOp } from '../../generated/flow-document';

/** A value of `field` after its old option codes are mapped; undefined when it is mapped away. */
function mapValue(value: unknown, map: Readonly<Record<string, unknown>>): unknown {
  if (Array.isArray(value)) {
    const mapped: unknown[] = [];
    for (const item of value) {
      const next = mapValue(item, map);
      if (next !== undefined && !mapped.includes(next)) mapped.push(next);
    }
    return mapped;
  }
  if ((typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && Object.hasOwn(map, String(value))) {
    return map[String(value)] ?? undefined;
  }
  return value;
}

/** Whether the new version refuses this answer to `field` (what `clearInvalid` clears); by default it refuses none. */
export type RefusedAnswer = (field: string, value: unknown) => boolean;

/**
 * An answer set saved under an earlier version as the answers to the new one: the version's `migrateFrom` ops
 * applied in order. Pure, and the input is left as it was (the original is kept beside the migrated answers).
 */
export function migrateAnswers(answers: Answers, ops: readonly MigrationOp[], refused: RefusedAnswer = () => false): Record<string, unknown> {
  const migrated: Record<string, unknown> = { ...answers };
  for (const op of ops) {
    switch (op.op) {
      case 'rename':
        if (Object.hasOwn(migrated, op.from)) {
          migrated[op.to] = migrated[op.from];
          delete migrated[op.from];
        }
        break;
      case 'mapValues': {
        if (!Object.hasOwn(migrated, op.field)) break;
        const next = mapValue(migrated[op.field], op.map);
        if (next === undefined) delete migrated[op.field];
        else migrated[op.field] = next;
        break;
      }
      case 'remove':
        delete migrated[op.field];
        break;
      case 'setDefault':
        if (!isAnswered(migrated[op.field])) migrated[op.field] = op.value;
        break;
      case 'clearInvalid':
        if (Object.hasOwn(migrated, op.field) && refused(op.field, migrated[op.field])) delete migrated[op.field];
        break;
      default:
        return assertNever(op, 'migration op');
    }
  }
  return migrated;
}
