import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { flowAnswers, jobseekerMatchProfiles, users } from '../../../src/server/db/schema';
import { matchProfileValues } from '../../../src/server/matching/candidates-projection';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertMatchingPeople } from '../support/matching-people';
import { auth, createRole, signUpEmployer, staffToken } from '../support/role-helpers';
import { COMPLETE_JOBSEEKER_ANSWERS, MATCHING_ROLE_ANSWERS, setRoleAnswers } from '../support/complete-jobseeker-answers';

/**
 * Issue 36 items 6 and 7: the matching results page on through every eligible person ("51–100 of 107"), and whoever
 * lacks a requirement or starts too late ranks after, saying so in words.
 */
let t: TestApp;
let staff: string;
let roleUuid: string;
const PEOPLE = 107;
const ENGLISH_ONLY = [
  { name: 'english', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' },
];
const STARTS = ['immediately', '1_3_months', '4_6_months', '7_9_months'];
const AREAS = [
  ['operations', 'finance', 'talent_hr'],
  ['operations', 'data', 'policy'],
  ['finance', 'talent_hr', 'policy'],
];

interface Listed {
  jobseeker_id: number;
  score: number;
  unmet_requirements: string[];
  starts_late: boolean;
}
interface ListBody {
  count: number;
  offset: number;
  results: Listed[];
}

/** Everyone passes every filter; they differ in the answers that rank: Spanish (the role requires it), start and areas. */
function answersOf(at: number): Record<string, unknown> {
  return {
    ...COMPLETE_JOBSEEKER_ANSWERS,
    availableStartDate: STARTS[at % STARTS.length],
    functionalExpertiseAreas: AREAS[at % AREAS.length],
    hopefulFunctionalExpertiseAreas: AREAS[at % AREAS.length],
    ...(at % 5 === 0 ? { languages: ENGLISH_ONLY } : {}),
  };
}

const list = async (query: string): Promise<ListBody> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/${query}`, headers: auth(staff) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>();
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const employer = await signUpEmployer(t.app, 'Paging Schools');
  roleUuid = (await createRole(t.app, employer.token)).uuid;
  await setRoleAnswers(t, roleUuid, MATCHING_ROLE_ANSWERS);
  const people = Array.from({ length: PEOPLE }, (_, at) => answersOf(at));
  await insertMatchingPeople(t, people, { label: 'page', firstName: 'Page' });
}, 180_000);

afterAll(async () => {
  await t.close();
});

describe('the matching results page on through every candidate', () => {
  it('answers 51–100 of 107 as the second page of 50, the pages together the whole list in order', async () => {
    const whole = await list('?limit=500');
    expect(whole.count).toBe(PEOPLE);
    expect(whole.results).toHaveLength(PEOPLE);
    const pages = [await list('?limit=50'), await list('?limit=50&offset=50'), await list('?limit=50&offset=100')];
    expect(pages.map((page) => [page.offset, page.count, page.results.length])).toEqual([
      [0, PEOPLE, 50],
      [50, PEOPLE, 50],
      [100, PEOPLE, 7],
    ]);
    expect(pages.flatMap((page) => page.results.map((person) => person.jobseeker_id))).toEqual(whole.results.map((person) => person.jobseeker_id));
    // A page past the end is empty but still counts everyone.
    expect(await list('?offset=107')).toMatchObject({ count: PEOPLE, offset: 107, results: [] });
  });

  it('refuses an offset that is not a whole number of 0 or more, with a message', async () => {
    for (const offset of ['-1', 'ten', '1.5']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/?offset=${offset}`, headers: auth(staff) });
      expect(response.statusCode, offset).toBe(400);
      expect(response.json()).toEqual({ offset: ['Choose an offset of 0 or more (the number of candidates to skip).'], code: 'validation_failed' });
    }
  });

  it('ranks whoever lacks a required language after everyone who meets every requirement, and names it; a late start after those in time', async () => {
    const { results } = await list('?limit=500');
    const lacking = results.filter((person) => person.unmet_requirements.length > 0);
    expect(lacking.length).toBe(Math.ceil(PEOPLE / 5));
    for (const person of lacking) expect(person.unmet_requirements).toEqual(['Spanish']);
    // Requirements first, then in time: the groups come in that order, whatever the scores.
    const group = (person: Listed) => (person.unmet_requirements.length === 0 ? 0 : 2) + (person.starts_late ? 1 : 0);
    const groups = results.map(group);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(new Set(groups)).toEqual(new Set([0, 1, 2, 3]));
    // Some who lack Spanish score above some who meet every requirement, and still come after them.
    const bestLacking = Math.max(...lacking.map((person) => person.score));
    expect(results.some((person) => group(person) === 0 && person.score < bestLacking)).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/${lacking[0]!.jobseeker_id}/`, headers: auth(staff) });
    expect(detail.json()).toMatchObject({ unmet_requirements: ['Spanish'], starts_late: lacking[0]!.starts_late });
    // Proposed anyway, the employer's view of the candidate says so in words too.
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/matches/',
      headers: auth(staff),
      payload: { role: roleUuid, jobseeker: lacking[0]!.jobseeker_id },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const candidate = await t.app.inject({ method: 'GET', url: `/api/matches/${proposed.json().id}/candidate/`, headers: auth(staff) });
    expect(candidate.statusCode, candidate.body).toBe(200);
    expect(candidate.json()).toMatchObject({ unmet_requirements: ['Spanish'], starts_late: lacking[0]!.starts_late });
  });

  it('keeps only those who meet every requirement when a filter set asks, and pages through them', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/matching/roles/${roleUuid}/filtersets/`,
      headers: auth(staff),
      payload: { name: 'Speaks Spanish', filters: { only_those_meeting_every_requirement: true } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ differs_from_role: 1, filters: { only_those_meeting_every_requirement: true } });
    const own = (await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/filters/`, headers: auth(staff) })).json();
    expect(own.filters.only_those_meeting_every_requirement).toBe(false);
    const kept = await list(`?limit=500&filterset=${created.json().id}`);
    expect(kept.count).toBe(PEOPLE - Math.ceil(PEOPLE / 5));
    expect(kept.results).toHaveLength(kept.count);
    expect(kept.results.every((person) => person.unmet_requirements.length === 0)).toBe(true);
    const secondPage = await list(`?limit=50&offset=50&filterset=${created.json().id}`);
    expect(secondPage.results.map((person) => person.jobseeker_id)).toEqual(kept.results.slice(50, 100).map((person) => person.jobseeker_id));
  });

  it('asked again after the best people changed, answers the list as it now is: the best sinking, and others rising past them', async () => {
    const ids = (page: ListBody) => page.results.map((person) => person.jobseeker_id);
    // Reach 500 is more than everyone, so the whole list is always every candidate ranked: the truth to compare with.
    const truth = async () => ids(await list('?limit=500')).slice(0, 10);
    const first = await list('?limit=10');
    expect(ids(first)).toEqual(await truth());
    const setAnswers = async (people: number[], answers: (at: number) => Record<string, unknown>) => {
      const rows = await t.database.db.select({ id: users.id, lastName: users.lastName }).from(users).where(inArray(users.id, people));
      for (const row of rows) {
        const values = answers(Number(row.lastName));
        await t.database.db
          .update(flowAnswers)
          .set({ answers: values })
          .where(inArray(flowAnswers.userId, [row.id]));
        await t.database.db
          .update(jobseekerMatchProfiles)
          .set(matchProfileValues(row.id, values, true, new Date()))
          .where(inArray(jobseekerMatchProfiles.userId, [row.id]));
      }
    };
    // The ten best now lack the required language: the floor the last look found is out of reach for all but a few.
    await setAnswers(ids(first), (at) => ({ ...answersOf(at), languages: ENGLISH_ONLY }));
    const sunk = await list('?limit=10');
    expect(ids(sunk)).toEqual(await truth());
    expect(ids(sunk).filter((id) => ids(first).includes(id))).toEqual([]);
    // Ten from the bottom of the list now meet everything, start at once and bring the role's areas: they lead.
    const bottom = ids(await list('?limit=500')).slice(-10);
    await setAnswers(bottom, (at) => ({
      ...answersOf(at),
      availableStartDate: 'immediately',
      functionalExpertiseAreas: AREAS[0],
      hopefulFunctionalExpertiseAreas: AREAS[0],
      languages: COMPLETE_JOBSEEKER_ANSWERS.languages,
    }));
    const risen = await list('?limit=10');
    expect(ids(risen)).toEqual(await truth());
    expect(ids(risen).filter((id) => bottom.includes(id)).length).toBeGreaterThan(0);
    expect((await list('?limit=10')).count).toBe(PEOPLE);
  });
});
