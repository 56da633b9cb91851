/**
 * Response schemas of the answers that are not JSON, so that every route declares what each success answers
 * (tests/api/http/route-edge.test.ts walks them): a JSON answer is written by its wire schema, these say there is none.
 */

/** A 204: no body at all (Fastify sends none whatever is passed, so the schema types nothing either). */
export const noContent = { description: 'No content.' } as const;

/**
 * Bytes in the content type the route sets (a file, a CSV): Fastify sends a Buffer, or text of a type other than
 * JSON, as it is, so no schema writes them; `description` says what they are.
 */
export function bytesAnswer<const Description extends string>(description: Description) {
  return { description } as const;
}
