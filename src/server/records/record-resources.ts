import { routeUrl } from '../flows/route-url';
import type { Flow, JsonSchema } from '../../flows';
import { isPlainObject, type RecordValue } from './record-wire';
import { snakeKey } from '../../shared/wire-keys';
import { type RecordKind } from './record-edits';

/** Where a new record goes: the question it is filed under, the answers to file it in, and the record itself. */
export interface Placement {
  answers: RecordValue;
  field: string;
  /** The question holds one record (recentExperience), not a list. */
  single: boolean;
  record: RecordValue;
}

/** One `records` save target of a flow, as its routes serve it. */
export interface RecordResource {
  target: string;
  kind: RecordKind;
  /** POST path; PATCH path (`:recordId`, or the POST path with the id in the body); DELETE path. */
  createUrl: string;
  patchUrl: string;
  idInBody: boolean;
  deleteUrl: string;
  /** Which question a new record is filed under, from the questions' own declarations. */
  place: (answers: RecordValue, record: RecordValue) => Placement;
  /** The field error when a record repeats another in a `uniqueBy` field; undefined when it does not. */
  duplicate: (answers: RecordValue, record: RecordValue) => Record<string, string[]> | undefined;
  /** The question whose skills are offered from another answer (skill ratings of the chosen areas), if any. */
  ratedFromField: string | undefined;
}

const sameValue = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a !== undefined && a === b;

/**
 * The field error when `record` repeats another live record of `list` (not itself, not one marked deleted) in one of
 * the `uniqueBy` fields, text compared without case; undefined when it repeats none.
 */
export function repeatedField(
  list: readonly RecordValue[],
  record: RecordValue,
  uniqueBy: readonly string[],
  message: string,
): Record<string, string[]> | undefined {
  const others = list.filter((item) => item.id !== record.id && item.deleted !== true);
  const clash = uniqueBy.find((field) => record[field] !== undefined && others.some((item) => sameValue(item[field], record[field])));
  return clash === undefined ? undefined : { [snakeKey(clash)]: [message] };
}

/** The `x-group` (functional area) of each option of a record field's enumeration, read from the question's schema. */
function groupsOf(schema: JsonSchema, field: string): Map<unknown, string> {
  const items = (schema.items ?? schema) as { properties?: Record<string, { oneOf?: { const?: unknown; 'x-group'?: string }[] }> };
  const options = items.properties?.[field]?.oneOf ?? [];
  return new Map(options.flatMap((option) => (option['x-group'] ? [[option.const, option['x-group']] as [unknown, string]] : [])));
}

/**
 * The routes of each `records` target of a flow, read from the file: its paths, its noun, its `uniqueBy` rule, and
 * where a new record goes, which the questions declare. A question holding one record (`"type": "object"`) with a
 * `saveWith` flag takes the record that carries that flag, the one it held moving to the list question whose
 * `saveWith` clears the flag (and back again when it is removed: the most recent role). A list question whose
 * widget rates skills of another answer's areas (`skillsFromField`) takes a record of one of those areas; any
 * other record goes to the list question without one.
 */
export function recordResources(flow: Flow): RecordResource[] {
  return Object.entries(flow.saveTargets).flatMap(([target, declared]) => {
    if (declared.kind !== 'records' || !declared.itemPath) return [];
    const questions = Object.entries(flow.questions).filter(([, question]) => question.saveTo === target);
    const singles = questions.filter(([, question]) => question.schema.type !== 'array').map(([field]) => field);
    const lists = questions.filter(([, question]) => question.schema.type === 'array').map(([field]) => field);
    const flagged = questions.find(([field, question]) => singles.includes(field) && question.saveWith);
    const flag = flagged ? Object.keys(flagged[1].saveWith!)[0] : undefined;
    const overflow = flag === undefined ? undefined : questions.find(([field, question]) => lists.includes(field) && question.saveWith?.[flag] === false)?.[0];
    const rated = questions.find(([field, question]) => lists.includes(field) && question.ui.skillsFromField);
    const unrated = lists.find((field) => field !== rated?.[0]);
    const groups = rated ? groupsOf(rated[1].schema, 'skillId') : new Map<unknown, string>();
    const noun = declared.noun ?? target.replace(/-/g, ' ');
    const kind: RecordKind = {
      single: singles,
      lists,
      noun,
      promote: flagged && overflow ? { to: flagged[0], from: overflow, flag: flag! } : undefined,
    };

    const place = (answers: RecordValue, record: RecordValue): Placement => {
      if (flagged && flag !== undefined && overflow) {
        const single = flagged[0];
        const held = answers[single];
        if (record[flag] === true && isPlainObject(held)) {
          // The new record takes the single place; the one it held joins the list.
          const others = Array.isArray(answers[overflow]) ? (answers[overflow] as unknown[]) : [];
          const { [single]: _moved, ...rest } = answers;
          return { answers: { ...rest, [overflow]: [...others, { ...held, [flag]: false }] }, field: single, single: true, record };
        }
        if (!isPlainObject(held) && record[flag] !== false) return { answers, field: single, single: true, record: { ...record, [flag]: true } };
        return { answers, field: overflow, single: false, record };
      }
      if (rated) {
        const chosen = answers[rated[1].ui.skillsFromField!];
        const area = groups.get(record.skillId);
        const inChosen = area !== undefined && Array.isArray(chosen) && chosen.includes(area);
        return { answers, field: inChosen || !unrated ? rated[0] : unrated, single: false, record };
      }
      return { answers, field: lists[0] ?? singles[0]!, single: lists.length === 0, record };
    };

    const duplicate = (answers: RecordValue, record: RecordValue) => {
      const live = lists.flatMap((field) => (Array.isArray(answers[field]) ? (answers[field] as unknown[]).filter(isPlainObject) : []));
      return repeatedField(live, record, declared.uniqueBy ?? [], declared.duplicateMessage ?? `This repeats another ${noun}.`);
    };

    return [
      {
        target,
        kind,
        createUrl: routeUrl(declared.path),
        patchUrl: routeUrl(declared.idInBody ? declared.path : declared.itemPath),
        idInBody: declared.idInBody === true,
        deleteUrl: routeUrl(declared.itemPath),
        place,
        duplicate,
        ratedFromField: rated?.[1].ui.skillsFromField,
      },
    ];
  });
}
