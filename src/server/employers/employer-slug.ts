import { employers, type EmployerRow } from '../db/schema';
import type { AppDb, AppTransaction } from '../db/database';

/** An organisation name as the last segment of its public address: "Riverside Charter Schools" → "riverside-charter-schools". */
export function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'organization';
}

/**
 * Creates an organisation under the first free address of its name ("name", then "name-2", "name-3", …).
 * ON CONFLICT keeps the transaction usable when two organisations of one name are created at once.
 */
export async function insertEmployer(tx: AppTransaction | AppDb, name: string): Promise<EmployerRow> {
  const base = slugOfName(name);
  for (let attempt = 1; ; attempt += 1) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const [employer] = await tx.insert(employers).values({ name, slug }).onConflictDoNothing().returning();
    if (employer) return employer;
  }
}
