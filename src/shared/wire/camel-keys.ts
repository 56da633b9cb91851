/**
 * A snake_case wire key as the browser reads it after `fromWire` (wire-keys.ts): `role_title` → `roleTitle`.
 * Keys with a digit after an underscore (`requires_2fa`) are not in any wire type here, so that rule of camelKey
 * is left out.
 */
export type CamelKey<Key extends string> = Key extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelKey<Tail>>}` : Key;

/** A wire object as the browser reads it: the same fields, keys in camelCase, at every depth. */
export type CamelKeys<Wire> = Wire extends readonly (infer Item)[]
  ? CamelKeys<Item>[]
  : Wire extends object
    ? { [Key in keyof Wire as Key extends string ? CamelKey<Key> : Key]: CamelKeys<Wire[Key]> }
    : Wire;
