import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';

/** `requires2fa` → `requires2Fa`: fromWire starts a word at a letter after a digit. */
type UpperAfterDigit<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? Head extends Digit
    ? `${Head}${UpperAfterDigit<Capitalize<Tail>>}`
    : `${Head}${UpperAfterDigit<Tail>}`
  : Key;

type SnakeToCamel<Key extends string> = Key extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<SnakeToCamel<Tail>>}` : Key;

/**
 * A snake_case wire key as the browser reads it after `fromWire` (wire-keys.ts): `role_title` → `roleTitle`,
 * `requires_2fa` → `requires2Fa` (only keys with a digit pay for the letter-by-letter walk).
 */
export type CamelKey<Key extends string> = Key extends `${string}${Digit}${string}` ? UpperAfterDigit<SnakeToCamel<Key>> : SnakeToCamel<Key>;

declare const keysAreData: unique symbol;

/** What `FromSchema` reads a property marked `keysAreData` as (below), so that CamelKeys can tell it apart. */
interface KeysAreDataBrand {
  readonly [keysAreData]: true;
}

/** An object whose keys are data (keys-are-data.ts), as the browser reads it: kept as sent. */
type KeysAreDataObject = Record<string, unknown>;

/** FromSchema's options: a marked property, null or not, is read as the brand; every other schema as without them. */
type KeysAreDataRead = {
  deserialize: [
    { pattern: { keysAreData: true; type: 'object' }; output: KeysAreDataBrand },
    { pattern: { keysAreData: true; type: readonly ['object', 'null'] }; output: KeysAreDataBrand | null },
  ];
};

/** A wire object as the browser reads it: the same fields, keys in camelCase, at every depth but inside marked properties. */
export type CamelKeys<Wire> = Wire extends KeysAreDataBrand
  ? KeysAreDataObject
  : Wire extends readonly (infer Item)[]
    ? CamelKeys<Item>[]
    : Wire extends object
      ? { [Key in keyof Wire as Key extends string ? CamelKey<Key> : Key]: CamelKeys<Wire[Key]> }
      : Wire;

/**
 * What the browser reads of a wire schema: the value the schema describes, keys in camelCase at every depth, but
 * the contents of a property marked `keysAreData`, which keep their keys (as fromWire does).
 */
export type CamelWire<Schema extends JSONSchema> = CamelKeys<FromSchema<Schema, KeysAreDataRead>>;
