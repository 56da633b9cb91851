/** A flow file's path with its `{placeholder}`s as Fastify's `:placeholder`s (`/api/education/{recordId}/` → `:recordId`). */
export function routeUrl(path: string): string {
  return path.replace(/\{([A-Za-z]+)\}/g, ':$1');
}
