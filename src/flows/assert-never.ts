/**
 * The end of every switch over a tagged union: TypeScript proves it unreachable, and at run time (a flow file
 * written by hand, a value from the wire) it fails loudly instead of guessing.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unknown ${what}: ${JSON.stringify(value)}`);
}
