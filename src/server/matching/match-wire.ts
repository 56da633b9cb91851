import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppDb, AppQueries } from '../db/database';
import { employers, matches, roles, users } from '../db/schema';
import { waitingOn } from '../../shared/match-statuses';
import type { matchWireSchema } from '../../shared/wire/match-wire';
import type { RoleStatus } from '../../shared/role-statuses';
import { isContactCardVisibility } from '../../shared/contact-cards';
import type { FromSchema } from 'json-schema-to-ts';

/** Who the wire is written for: some fields are not everyone's to read. */
export type WireReader = 'staff' | 'employee' | 'jobseeker';

const columns = {
  match: matches,
  roleUuid: roles.uuid,
  roleTitle: sql<string | null>`${roles.answers} ->> 'jobTitle'`,
  roleStatus: roles.status,
  employerId: roles.employerId,
  employerName: employers.name,
  firstName: users.firstName,
  lastName: users.lastName,
};

type Joined = {
  match: typeof matches.$inferSelect;
  roleUuid: string;
  roleTitle: string | null;
  roleStatus: RoleStatus;
  employerId: number;
  employerName: string;
  firstName: string;
  lastName: string;
};

function toWire(row: Joined, reader: WireReader): FromSchema<typeof matchWireSchema> {
  const { match } = row;
  const { status } = match;
  return {
    id: match.id,
    role: row.roleUuid,
    jobseeker: match.jobseekerId,
    status,
    archived: match.archived,
    algorithm_version: match.algorithmVersion,
    score: match.score,
    created_at: match.createdAt.toISOString(),
    updated_at: match.updatedAt.toISOString(),
    status_changed_at: match.statusChangedAt.toISOString(),
    waiting_on: waitingOn(status, match.archived, match.jobseekerInterest !== null),
    role_title: typeof row.roleTitle === 'string' && row.roleTitle.trim() !== '' ? row.roleTitle : 'Untitled role',
    role_status: row.roleStatus,
    employer_id: row.employerId,
    employer_name: row.employerName,
    jobseeker_first_name: row.firstName,
    jobseeker_last_name: row.lastName,
    jobseeker_interest: match.jobseekerInterest as FromSchema<typeof matchWireSchema>['jobseeker_interest'],
    // The job seeker's note is written to staff, not to the employer.
    jobseeker_interest_note: reader === 'employee' ? null : match.jobseekerInterestNote,
    jobseeker_responded_at: match.jobseekerRespondedAt?.toISOString() ?? null,
    first_year_salary: match.firstYearSalary,
    // The fee is between the provider and the organisation.
    placement_fee: match.placementFee === null || reader === 'jobseeker' ? null : Number(match.placementFee),
    seen: (reader === 'jobseeker' ? match.jobseekerSeenAt : match.employerSeenAt) !== null,
    contact_card_visibility: isContactCardVisibility(match.contactCardVisibility) ? match.contactCardVisibility : 'none',
  };
}

/** Matches with their role, organisation and job seeker, newest status change first. */
export async function readMatches(
  db: AppQueries | AppDb,
  where: SQL | undefined,
  reader: WireReader,
  limit?: number,
): Promise<FromSchema<typeof matchWireSchema>[]> {
  const query = db
    .select(columns)
    .from(matches)
    .innerJoin(roles, eq(roles.id, matches.roleId))
    .innerJoin(employers, eq(employers.id, roles.employerId))
    .innerJoin(users, eq(users.id, matches.jobseekerId))
    .where(where)
    .orderBy(desc(matches.statusChangedAt), desc(matches.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => toWire(row, reader));
}

/** One match by id within `scope`, or undefined. */
export async function readMatch(
  db: AppQueries | AppDb,
  id: number,
  scope: SQL | undefined,
  reader: WireReader,
): Promise<FromSchema<typeof matchWireSchema> | undefined> {
  const [match] = await readMatches(db, and(eq(matches.id, id), scope), reader, 1);
  return match;
}
