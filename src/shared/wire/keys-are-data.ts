/**
 * The one casing rule's exception, said in the wire schemas: a property whose keys are data (a flow document, whose
 * keys are field names and option codes such as `1_3_months`; QA's answers, keyed by a flow's own field names) carries
 * `keysAreData: true`. Its contents cross the wire exactly as written, both ways, on every route: the browser's
 * converter (wire-keys.ts) leaves them alone, and so does `CamelWire` (camel-keys.ts).
 *
 * The keyword is an annotation: ajv registers it (app.ts, the strict wire-schemas test) and checks nothing with it.
 */
export const KEYS_ARE_DATA_KEYWORD = 'keysAreData';

/**
 * Where in a body marked properties sit, in the wire's names: `flow` a top-level property, `[].answers` the `answers`
 * of each item of a top-level list. The browser's converter reads this, since it does not know which route answered;
 * tests/unit/shared/wire/keys-are-data.test.ts derives it from the marks of every wire schema and
 * tests/api/http/keys-are-data-routes.test.ts from every route's body and answer schemas, and each fails when this list
 * and the marks differ, or when a schema leaves unmarked an object at one of these places.
 */
export const KEYS_ARE_DATA_PATHS: readonly string[] = ['[].answers', 'document', 'flow'];

/** A path of KEYS_ARE_DATA_PATHS one step further in: into a property (its wire name) or into a list's items. */
export const propertyPath = (parent: string, wireKey: string): string => (parent === '' ? wireKey : `${parent}.${wireKey}`);
export const itemsPath = (parent: string): string => `${parent}[]`;

/** An object whose keys are data: anything inside, checked by `checkedBy` (the comment says what). */
export function keysAreData<const Comment extends string>(checkedBy: Comment) {
  return { type: 'object', additionalProperties: true, $comment: checkedBy, [KEYS_ARE_DATA_KEYWORD]: true } as const;
}

/** The same, or null in its place. */
export function keysAreDataOrNull<const Comment extends string>(checkedBy: Comment) {
  return { ...keysAreData(checkedBy), type: ['object', 'null'] } as const;
}
