/** A /api/my-profile/ answer as the server sends it (snake_case), with the given overrides. */
export function wireProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
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
    employer_id: null,
    ...overrides,
  };
}
