import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SCHEMAS_DIR } from './load-flows';

export interface EnumOption {
  const: string;
  title?: string;
  'x-group'?: string;
}

/** The options of one shared enumeration, `schemas/enums/<name>.json`, for server code that needs the list itself. */
export function readEnumOptions(name: string, schemasDir: string = DEFAULT_SCHEMAS_DIR): EnumOption[] {
  const parsed = JSON.parse(readFileSync(path.join(schemasDir, 'enums', `${name}.json`), 'utf8')) as { oneOf?: EnumOption[] };
  return parsed.oneOf ?? [];
}
