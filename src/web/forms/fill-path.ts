/** The values a flow's paths are filled with: the owner's ids (`userId`, `employerId`, `uuid`, `roleId`…). */
export type OwnerParams = Readonly<Record<string, string | number>>;

/**
 * A flow file's path with its `{placeholders}` filled in. A placeholder with no value is a broken flow file or a
 * screen that forgot its owner, so it throws rather than calling a path like `/api/role/undefined/`.
 */
export function fillPath(template: string, params: OwnerParams): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}
