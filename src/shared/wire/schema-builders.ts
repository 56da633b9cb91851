/**
 * The shapes most wire schemas are built of, so each says once what it means. Each answers an `as const`
 * literal, so `FromSchema` reads the same type from it as from the schema written out.
 */

/** The values most properties hold. */
export const text = { type: 'string' } as const;
export const textOrNull = { type: ['string', 'null'] } as const;
export const integer = { type: 'integer' } as const;
/** An id that may be gone (a deleted row) or not yet there. */
export const integerOrNull = { type: ['integer', 'null'] } as const;
export const numberOrNull = { type: ['number', 'null'] } as const;
export const boolean = { type: 'boolean' } as const;

/** A count per key (a status, a reason); which keys appear is the data's business. */
export const countPerKey = { type: 'object', additionalProperties: integer } as const;

/** One of these words. */
export function oneOf<const Values extends readonly string[]>(values: Values) {
  return { type: 'string', enum: values } as const;
}

/**
 * An object that holds these properties and nothing else (`additionalProperties: false`: Fastify's serializer
 * drops anything else), `required` naming the ones always present; a required name the properties do not describe
 * is a type error.
 */
export function closedObject<const Properties extends Record<string, unknown>, const Required extends readonly (keyof Properties & string)[]>(
  required: Required,
  properties: Properties,
) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

/** A closed object that always holds every one of its properties: each is required, in the order written. */
export function closedRecord<const Properties extends Record<string, unknown>>(properties: Properties) {
  return closedObject(Object.keys(properties) as (keyof Properties & string)[], properties);
}

/**
 * A record whose properties are each always sent, with more beside them the wire does not name: `comment` says what
 * they are and what checks them (the flows' answers, checked by the flow when saved).
 */
export function openRecord<const Comment extends string, const Properties extends Record<string, unknown>>(comment: Comment, properties: Properties) {
  return {
    type: 'object',
    additionalProperties: true,
    $comment: comment,
    required: Object.keys(properties) as (keyof Properties & string)[],
    properties,
  } as const;
}

/** `schema`, or null in its place. */
export function orNull<const Schema>(schema: Schema) {
  return { anyOf: [schema, { type: 'null' }] } as const;
}

/** A closed record, or null in its place. */
export function closedRecordOrNull<const Properties extends Record<string, unknown>>(properties: Properties) {
  return { type: ['object', 'null'], additionalProperties: false, required: Object.keys(properties) as (keyof Properties & string)[], properties } as const;
}

/** A closed object whose properties are each optional: only these, and any of them may be left out. */
export function closedPartial<const Properties extends Record<string, unknown>>(properties: Properties) {
  return { type: 'object', additionalProperties: false, properties } as const;
}

/** An array of `items`. */
export function listOf<const Items>(items: Items) {
  return { type: 'array', items } as const;
}

/** A whole list under `results`. */
export function resultsOf<const Items>(items: Items) {
  return closedRecord({ results: listOf(items) });
}

/** A whole list under `results`, with `count` the length of it. */
export function countedListOf<const Items>(items: Items) {
  return closedRecord({ count: integer, results: listOf(items) });
}

/** One page of a list: `count` is every item the filters keep, `results` the `page`-th page of `page_size`. */
export function pageOf<const Items>(items: Items) {
  return closedRecord({ count: integer, page: integer, page_size: integer, results: listOf(items) });
}
