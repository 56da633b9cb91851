import { sql, type SQL } from 'drizzle-orm';
import { employerSearchDocument, employers, jobseekerMatchProfiles, roleSearchDocument, roles, userSearchDocument, users } from '../../db/schema';

export type ColumnType = 'string' | 'number' | 'date' | 'boolean';

/** One column of a staff list: its wire name, header, type and SQL; sorting, filtering and the CSV follow from it. */
export interface ListColumn {
  field: string;
  header: string;
  type: ColumnType;
  value: SQL;
  /** `?<field>=` narrows the list to rows with this exact value. */
  filterable?: boolean;
}

export interface StaffList {
  name: string;
  title: string;
  /** FROM and JOINs. */
  from: SQL;
  /** Which rows belong to the list at all. */
  where: SQL;
  /** The full-text document searched with `search=` (the GIN-indexed expressions quick search uses). */
  searchDocument: SQL;
  /** The lowercase e-mail address a full or partial address typed into `search=` is found in; null for lists of no people. */
  searchEmail: SQL | null;
  columns: readonly ListColumn[];
}

/** The columns every list of people starts with. */
const PERSON_COLUMNS: readonly ListColumn[] = [
  { field: 'id', header: 'ID', type: 'number', value: sql`${users.id}` },
  { field: 'first_name', header: 'First name', type: 'string', value: sql`${users.firstName}` },
  { field: 'last_name', header: 'Last name', type: 'string', value: sql`${users.lastName}` },
  { field: 'email', header: 'Email', type: 'string', value: sql`${users.email}` },
];

const roleTitle = sql`coalesce(nullif(${roles.answers} ->> 'jobTitle', ''), 'Untitled role')`;

/**
 * The staff data tables (issue 12 item 3, spec 000 §2 "data tables, jobseekers, employers, employees, roles"):
 * one declaration each. The first column is the row's id.
 */
export const STAFF_LISTS: readonly StaffList[] = [
  {
    name: 'jobseekers',
    title: 'Job seekers',
    from: sql`${users} left join ${jobseekerMatchProfiles} on ${jobseekerMatchProfiles.userId} = ${users.id}`,
    where: sql`${users.userType} = 'jobseeker'`,
    searchDocument: userSearchDocument(users),
    searchEmail: sql`${users.emailNormalized}`,
    columns: [
      ...PERSON_COLUMNS,
      { field: 'metro_area', header: 'Metro area', type: 'string', value: sql`${jobseekerMatchProfiles.metroArea}`, filterable: true },
      {
        field: 'core_profile_complete',
        header: 'Core Profile complete',
        type: 'boolean',
        value: sql`coalesce(${jobseekerMatchProfiles.coreProfileComplete}, false)`,
        filterable: true,
      },
      { field: 'has_confirmed_email', header: 'E-mail confirmed', type: 'boolean', value: sql`${users.hasConfirmedEmail}`, filterable: true },
      { field: 'date_joined', header: 'Joined', type: 'date', value: sql`${users.createdAt}` },
    ],
  },
  {
    name: 'employers',
    title: 'Employers',
    from: sql`${employers}`,
    where: sql`true`,
    searchDocument: employerSearchDocument(employers),
    searchEmail: null,
    columns: [
      { field: 'id', header: 'ID', type: 'number', value: sql`${employers.id}` },
      { field: 'name', header: 'Name', type: 'string', value: sql`${employers.name}` },
      { field: 'slug', header: 'Public page', type: 'string', value: sql`${employers.slug}` },
      { field: 'members', header: 'Members', type: 'number', value: sql`(select count(*)::int from ${users} where ${users.employerId} = ${employers.id})` },
      {
        field: 'open_roles',
        header: 'Open roles',
        type: 'number',
        value: sql`(select count(*)::int from ${roles} where ${roles.employerId} = ${employers.id} and ${roles.status} = 'open')`,
      },
      { field: 'created_at', header: 'Created', type: 'date', value: sql`${employers.createdAt}` },
    ],
  },
  {
    name: 'employees',
    title: 'Employees',
    from: sql`${users} left join ${employers} on ${employers.id} = ${users.employerId}`,
    where: sql`${users.userType} = 'employee'`,
    searchDocument: userSearchDocument(users),
    searchEmail: sql`${users.emailNormalized}`,
    columns: [
      ...PERSON_COLUMNS,
      { field: 'organization', header: 'Organization', type: 'string', value: sql`${employers.name}`, filterable: true },
      { field: 'job_title', header: 'Job title', type: 'string', value: sql`${users.jobTitle}` },
      { field: 'is_team_admin', header: 'Team administrator', type: 'boolean', value: sql`${users.isTeamAdmin}`, filterable: true },
      { field: 'can_access_matching', header: 'Matching access', type: 'boolean', value: sql`${users.canAccessMatching}`, filterable: true },
      { field: 'date_joined', header: 'Joined', type: 'date', value: sql`${users.createdAt}` },
    ],
  },
  {
    name: 'roles',
    title: 'Roles',
    from: sql`${roles} join ${employers} on ${employers.id} = ${roles.employerId}`,
    where: sql`true`,
    searchDocument: roleSearchDocument(roles),
    searchEmail: null,
    columns: [
      { field: 'id', header: 'ID', type: 'number', value: sql`${roles.id}` },
      { field: 'uuid', header: 'UUID', type: 'string', value: sql`${roles.uuid}::text` },
      { field: 'title', header: 'Title', type: 'string', value: roleTitle },
      { field: 'organization', header: 'Organization', type: 'string', value: sql`${employers.name}`, filterable: true },
      { field: 'status', header: 'Status', type: 'string', value: sql`${roles.status}`, filterable: true },
      { field: 'matches', header: 'Matches', type: 'number', value: sql`(select count(*)::int from matches where matches.role_id = ${roles.id})` },
      { field: 'published_at', header: 'Published', type: 'date', value: sql`${roles.publishedAt}` },
      { field: 'created_at', header: 'Created', type: 'date', value: sql`${roles.createdAt}` },
    ],
  },
];

export function staffListNamed(name: string): StaffList | undefined {
  return STAFF_LISTS.find((list) => list.name === name);
}
