import type { myProfileWireSchema } from '../../../../src/shared/wire/account-wire';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * A /api/my-profile/ answer as the server sends it (snake_case), with the given overrides. The grants are the
 * columns' defaults for a new account, as the server sends them: an employee may edit roles, other users may not.
 */
export function wireProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base = {
    id: 11,
    user: 7,
    user_type: 'jobseeker',
    email: 'jane.doe@example.com',
    first_name: 'Jane',
    last_name: 'Doe',
    name: 'Jane Doe',
    logo: null,
    job_title: null,
    has_confirmed_email: true,
    is_staff: false,
    viewed_term_version: null,
    completed_sections: [],
    profile_sections: [],
    employer_id: null,
    can_access_matching: true,
    employer: null,
    can_edit_roles: overrides.user_type === 'employee',
    is_team_admin: false,
  } satisfies FromSchema<typeof myProfileWireSchema>;
  return { ...base, ...overrides };
}
