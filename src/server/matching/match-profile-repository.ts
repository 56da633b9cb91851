import { getTableColumns, sql } from 'drizzle-orm';
import type { AppQueries } from '../db/database';
import { jobseekerMatchProfiles, type JobseekerMatchProfileRow } from '../db/schema';

/**
 * What the projection writes: every column but the copy of the matching setting, which triggers keep
 * (src/server/db/sql/matching_setting_to_match_profile.sql and match_profile_takes_matching_setting.sql).
 */
type ProjectedProfile = Omit<JobseekerMatchProfileRow, 'openToMatching'>;

const profileColumns = Object.entries(getTableColumns(jobseekerMatchProfiles))
  .filter(([key]) => key !== ('openToMatching' satisfies keyof JobseekerMatchProfileRow))
  .map(([key, column]) => [key, column.name] as const);

/** Every column of the match profile set from the row offered for insert: an upsert of whole rows in one statement. */
const wholeProfile = sql.raw(
  profileColumns
    .filter(([key]) => key !== 'userId')
    .map(([, name]) => `"${name}" = excluded."${name}"`)
    .join(', '),
);

/** Match profile rows as one JSON parameter, by column name (bit masks held as bigint travel as their digits). */
export function profilesWire(profiles: Record<string, unknown>[]): string {
  const rows = profiles.map((profile) => Object.fromEntries(profileColumns.filter(([key]) => key in profile).map(([key, name]) => [name, profile[key]])));
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * The one writer of jobseeker_match_profiles: stores whole rows, replacing each person's row, in one statement
 * whatever their number (a flow move writes a thousand at a time; the rows travel as one parameter, so no batch
 * meets the limit on parameters a statement may have).
 */
// Whole rows by type: a column left out would be stored as null (jsonb_populate_recordset), not as its default; the
// insert trigger sets open_to_matching from the settings, and an update leaves it as it is.
export async function writeMatchProfiles(tx: Pick<AppQueries, 'execute'>, profiles: ProjectedProfile[]): Promise<void> {
  if (profiles.length === 0) return;
  await tx.execute(sql`
    insert into ${jobseekerMatchProfiles} select * from jsonb_populate_recordset(null::${jobseekerMatchProfiles}, ${profilesWire(profiles)}::jsonb)
    on conflict (user_id) do update set ${wholeProfile}
  `);
}
