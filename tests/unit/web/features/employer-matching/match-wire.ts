import type { matchWireSchema } from '../../../../../src/shared/wire/match-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** A match as the server writes it (snake_case), with the given overrides; shared by the matching page tests. */
export function wireMatch(overrides: Partial<FromSchema<typeof matchWireSchema>> = {}): FromSchema<typeof matchWireSchema> {
  return {
    id: 5,
    role: 'r-1',
    jobseeker: 40,
    status: 'pending_employer_review',
    archived: false,
    algorithm_version: '2026-11.1',
    score: 82,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    status_changed_at: '2026-11-02T10:00:00.000Z',
    waiting_on: 'employer',
    role_title: 'Grade 5 Teacher',
    role_status: 'open',
    employer_id: 3,
    employer_name: 'Lakeside Charter Network',
    jobseeker_first_name: 'Ada',
    jobseeker_last_name: 'Byron',
    jobseeker_interest: 'interested',
    jobseeker_interest_note: null,
    jobseeker_responded_at: '2026-11-01T12:00:00.000Z',
    first_year_salary: null,
    placement_fee: null,
    seen: false,
    contact_card_visibility: 'none',
    ...overrides,
  } satisfies FromSchema<typeof matchWireSchema>;
}
