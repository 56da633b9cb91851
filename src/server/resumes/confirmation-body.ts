import type { Flow } from '../../flows';
import { gatesOf } from '../../flows/gate-fields';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fieldOfWire } from '../flows/flow-answers';
import { NOT_SAVED_HERE } from '../flows/merge-answers';
import { isPlainObject } from '../records/record-wire';
import { resumeExtractionWireSchema } from '../../shared/wire/resume-wire';

/** One value the person ticked: its flow field (camelCase), the wire key it came under, and the value in camelCase. */
export interface TickedValue {
  field: string;
  wireKey: string;
  value: unknown;
}

/** What the person kept of an extraction, value by value, in the order sent. */
export interface Confirmation {
  values: TickedValue[];
}

const SERVER_IDS = 'The server assigns record ids; leave id out.';
const AS_OBJECT = 'Send this as one JSON object of its fields, as the upload answered it.';
const AS_LIST = 'Send this as a list of JSON objects, as the upload answered it.';

/** An empty value is a detail the person left out: it is not saved, and what the profile holds stays. */
const isLeftOut = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** The shape the upload gave a key (`object`, `array` of objects, a plain value), read from the wire contract. */
function shapeOf(wireKey: string): 'object' | 'list' | 'value' | undefined {
  const properties = resumeExtractionWireSchema.properties as Record<string, { type?: string }>;
  if (!Object.hasOwn(properties, wireKey)) return undefined;
  const type = properties[wireKey]!.type;
  return type === 'object' ? 'object' : type === 'array' ? 'list' : 'value';
}

/**
 * The answers whose questions decide whether a question the resume fills is asked at all (the highest level of
 * education before degrees): the fields its step's and its own conditions read. The person may answer them in
 * the same confirmation, so the values read are saved at once rather than held.
 */
export function gateFields(flow: Flow): Set<string> {
  const properties = Object.keys(resumeExtractionWireSchema.properties);
  return gatesOf(flow, new Set(properties.map((wireKey) => fieldOfWire(wireKey, null).field).filter((field) => Object.hasOwn(flow.questions, field))));
}

/**
 * The confirmation body, every problem at once: the keys the upload answers (a value the flow does not ask, the
 * account's name and e-mail, is accepted and not saved) and the questions that gate them, a record as an object,
 * a list as a list of objects, no record ids. Whether the values are right is the flow's to say (applyConfirmation).
 */
export function readConfirmation(flow: Flow, body: Record<string, unknown>): Confirmation {
  const errors: FieldErrors = {};
  const values: TickedValue[] = [];
  const gates = gateFields(flow);
  for (const [wireKey, value] of Object.entries(body)) {
    if (isLeftOut(value)) continue;
    const shape = shapeOf(wireKey);
    const { field } = fieldOfWire(wireKey, null);
    if (shape === undefined && !gates.has(field)) {
      errors[wireKey] = [NOT_SAVED_HERE];
      continue;
    }
    if (!Object.hasOwn(flow.questions, field)) continue;
    if (shape === 'object' && !isPlainObject(value)) errors[wireKey] = [AS_OBJECT];
    else if (shape === 'list' && !(Array.isArray(value) && value.every(isPlainObject))) errors[wireKey] = [AS_LIST];
    else if (shape === 'object' && 'id' in (value as object)) errors[`${wireKey}.id`] = [SERVER_IDS];
    else if (shape === 'list' && (value as object[]).some((record) => 'id' in record)) {
      (value as object[]).forEach((record, index) => {
        if ('id' in record) errors[`${wireKey}.${index}.id`] = [SERVER_IDS];
      });
    } else values.push({ wireKey, ...fieldOfWire(wireKey, value) });
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { values };
}
