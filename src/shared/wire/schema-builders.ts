/**
 * The two shapes most wire schemas are built of, so each says once what it means. Each answers an `as const`
 * literal, so `FromSchema` reads the same type from it as from the schema written out.
 */

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

/** An array of `items`. */
export function listOf<const Items>(items: Items) {
  return { type: 'array', items } as const;
}
