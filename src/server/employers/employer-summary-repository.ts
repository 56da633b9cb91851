import { eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { rowTopic } from '../db/read-cache';
import { employers, type EmployerRow } from '../db/schema';
import type { AppContext } from '../http/app-context';

export type EmployerSummary = Pick<EmployerRow, 'id' | 'name' | 'slug'>;

// An employee's every page reads their organisation's name with the profile.
const employerSummaryQuery = preparedPerDatabase((db) =>
  db
    .select({ id: employers.id, name: employers.name, slug: employers.slug })
    .from(employers)
    .where(eq(employers.id, sql.placeholder('id')))
    .limit(1)
    .prepare('employer_summary_by_id'),
);

/** An organisation's id, name and slug, answered from the read cache until its row changes; undefined when gone. */
export async function readEmployerSummary(ctx: Pick<AppContext, 'db' | 'readCache'>, id: number): Promise<EmployerSummary | undefined> {
  const [employer] = await ctx.readCache.read(rowTopic(employers, id), 'summary', () => employerSummaryQuery(ctx.db).execute({ id }));
  return employer;
}
