/** A flow file that cannot be used: it breaks the meta-schema or names a `$ref` that resolves nowhere. */
export class FlowLoadError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source}: ${problems.length === 1 ? problems[0] : `\n  ${problems.join('\n  ')}`}`);
    this.name = 'FlowLoadError';
  }
}
