import { keysFromWire, keysToWire, snakeKey } from '../../shared/wire-keys';
import { isPlainObject } from '../../shared/plain-object';

/** A record as the engine holds it: camelCase fields, an id. */
export type RecordValue = Record<string, unknown>;

export { isPlainObject };

/** A wire (snake_case) body as the engine's camelCase record. */
export function recordFromWire(body: RecordValue): RecordValue {
  return keysFromWire<RecordValue>(body);
}

export function recordToWire(record: RecordValue): RecordValue {
  return keysToWire(record);
}

/** A camelCase field as its wire name, for error keys. */
export const wireKey = snakeKey;
