import type { FlowDocument } from '../../../flows';

/** One answer migration op, as the flow meta-schema declares it. */
export type MigrationOp = NonNullable<FlowDocument['migrateFrom']>['ops'][number];
type OptionCode = string | number | boolean;

/** The draft of the next version: the published one renumbered, without the ops that brought the earlier one to it. */
export function startDraft(published: FlowDocument, currentVersion: number): FlowDocument {
  const { migrateFrom: _earlier, ...rest } = published;
  return { ...rest, version: currentVersion + 1 };
}

const fieldOf = (op: MigrationOp): string => (op.op === 'rename' ? op.from : op.field);

/**
 * The draft with `op` added to its `migrateFrom` (from `fromVersion`, the published version), merged with the ops
 * already there so that each edit leaves one op per field and purpose: a second mapping of the same question joins
 * the first, a rename of a renamed question follows it (a rename back takes it away), a removal drops the mappings
 * and clearings of the field it removes.
 */
export function withOp(document: FlowDocument, fromVersion: number, op: MigrationOp): FlowDocument {
  let ops = [...(document.migrateFrom?.version === fromVersion ? document.migrateFrom.ops : [])];
  if (op.op === 'rename') {
    const earlier = ops.find((candidate): candidate is Extract<MigrationOp, { op: 'rename' }> => candidate.op === 'rename' && candidate.to === op.from);
    if (earlier) {
      ops = ops.filter((candidate) => candidate !== earlier);
      if (earlier.from !== op.to) ops.push({ op: 'rename', from: earlier.from, to: op.to });
    } else ops.push(op);
  } else if (op.op === 'mapValues') {
    const earlier = ops.find(
      (candidate): candidate is Extract<MigrationOp, { op: 'mapValues' }> => candidate.op === 'mapValues' && candidate.field === op.field,
    );
    if (earlier) ops = ops.map((candidate) => (candidate === earlier ? { ...earlier, map: { ...earlier.map, ...op.map } } : candidate));
    else ops.push(op);
  } else {
    const dropped = op.op === 'remove' ? ['mapValues', 'clearInvalid', 'setDefault', 'remove'] : [op.op];
    ops = ops.filter((candidate) => !(candidate.op !== 'rename' && fieldOf(candidate) === op.field && dropped.includes(candidate.op)));
    ops.push(op);
  }
  const { migrateFrom: _old, ...rest } = document;
  return ops.length === 0 ? rest : { ...rest, migrateFrom: { version: fromVersion, ops } };
}

/** Saved answers of `field` that chose `code` become `target` (another option's code), or are cleared (null). */
export function mapAnswers(document: FlowDocument, fromVersion: number, field: string, codes: readonly OptionCode[], target: OptionCode | null): FlowDocument {
  const map = Object.fromEntries(codes.map((code) => [String(code), target]));
  return withOp(document, fromVersion, { op: 'mapValues', field, map });
}

/** Saved answers of `field` that the new version refuses (a tighter limit) are cleared; the person is asked again. */
export function clearRefused(document: FlowDocument, fromVersion: number, field: string): FlowDocument {
  return withOp(document, fromVersion, { op: 'clearInvalid', field });
}

/** Saved answers of a question that is gone are deleted. */
export function dropAnswers(document: FlowDocument, fromVersion: number, field: string): FlowDocument {
  return withOp(document, fromVersion, { op: 'remove', field });
}

/** Saved answers of `from` (a question that is gone) become answers of `to`. */
export function moveAnswers(document: FlowDocument, fromVersion: number, from: string, to: string): FlowDocument {
  return withOp(document, fromVersion, { op: 'rename', from, to });
}
