import { fromWire, keysToWire } from '../../shared/wire-keys';

/** A record as the engine holds it: camelCase fields, an id. */
export type RecordValue = Record<string, unknown>;

export function isPlainObject(value: unknown): value is RecordValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A wire (snake_case) body as the engine's camelCase record. */
export function recordFromWire(body: RecordValue): RecordValue {
  return fromWire<RecordValue>(body);
}

export function recordToWire(record: RecordValue): RecordValue {
  return keysToWire(record);
}

/** A camelCase field as its wire name, for error keys. */
export function wireKey(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
