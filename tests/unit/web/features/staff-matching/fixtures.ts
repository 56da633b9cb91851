import type { jobseekerPageSchema, rolePageSchema } from '../../../../../src/shared/wire/matching-search-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** Wire answers (snake_case, as the server sends them) for the staff matching screens. */

export const ROLE_UUID = 'r-1';

export const ROLE_BODY = {
  id: 1,
  uuid: ROLE_UUID,
  status: 'open',
  job_title: 'Math Coach',
  employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside' },
  created_at: '2026-03-01T00:00:00.000Z',
};

export const ROLE_ROUTE = { [`GET /api/employer/role/${ROLE_UUID}/`]: { status: 200, body: ROLE_BODY } };

export function wireMatch(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 31,
    role: ROLE_UUID,
    jobseeker: 101,
    status: 'confirm_match',
    archived: false,
    algorithm_version: '2026-11.1',
    score: 82,
    created_at: '2026-03-02T00:00:00.000Z',
    updated_at: '2026-03-02T00:00:00.000Z',
    status_changed_at: '2026-03-02T00:00:00.000Z',
    waiting_on: 'jobseeker',
    role_title: 'Math Coach',
    employer_id: 3,
    employer_name: 'Lakeside Charter Network',
    jobseeker_first_name: 'Janet',
    jobseeker_last_name: 'Okafor',
    jobseeker_interest: null,
    jobseeker_interest_note: null,
    first_year_salary: null,
    placement_fee: null,
    ...overrides,
  };
}

type JobseekerHitWire = FromSchema<typeof jobseekerPageSchema>['results'][number];

/** A job seeker as quick search finds them. */
export function jobseekerHit(id: number, firstName: string, lastName: string, email = `${firstName.toLowerCase()}${id}@example.com`): JobseekerHitWire {
  return { id, first_name: firstName, last_name: lastName, email, match_count: 0, created_at: '2026-03-01T00:00:00.000Z' };
}

/** The Math Coach role as quick search finds it. */
export const ROLE_HIT = {
  uuid: ROLE_UUID,
  title: 'Math Coach',
  status: 'open',
  employer_id: 3,
  employer_name: 'Lakeside Charter Network',
} satisfies FromSchema<typeof rolePageSchema>['results'][number];

/** One page of quick search hits, as the server pages them (`page_size` is the `limit` asked). */
export function searchPage<Hit>(results: Hit[], options: { count?: number; page?: number; pageSize?: number } = {}) {
  return { count: options.count ?? results.length, page: options.page ?? 1, page_size: options.pageSize ?? 25, results };
}
