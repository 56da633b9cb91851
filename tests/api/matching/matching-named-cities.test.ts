import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, createRole, signUpEmployer, staffToken } from '../support/role-helpers';
import { MATCHING_ROLE_ANSWERS, giveAnswers, jobseekerWithAnswers, setRoleAnswers, type Seeker } from '../support/complete-jobseeker-answers';

/**
 * People who live elsewhere and named cities they would work in, against a role done in two metro areas and open to
 * relocation: ranking reads them from one row per city named (jobseeker_named_places), which must count each person
 * once, and follow every change of their answers and of their matching setting.
 */

const ROLE_CITIES = ['Dallas, TX', 'Houston, TX'];
const names = (...cities: string[]) =>
  cities.map((place) => {
    const [city, state] = place.split(', ');
    return { city, state };
  });
const livingElsewhere = (...cities: string[]) => ({
  metroArea: 'Boise, ID',
  opennessToAlternativeLocations: 'specific_locations',
  primaryLocations: names(...cities),
});

let t: TestApp;
let staff: string;
let roleUuid: string;
let both: Seeker;
let one: Seeker;
let neither: Seeker;

interface ListBody {
  count: number;
  results: { jobseeker_id: number }[];
}

async function listed(): Promise<{ count: number; ids: number[] }> {
  const response = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuid}/candidates/?limit=500`, headers: auth(staff) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ListBody>();
  return { count: body.count, ids: body.results.map((result) => result.jobseeker_id) };
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const employer = await signUpEmployer(t.app, 'Named cities schools');
  roleUuid = (await createRole(t.app, employer.token)).uuid;
  await setRoleAnswers(t, roleUuid, {
    ...MATCHING_ROLE_ANSWERS,
    geographicRequirement: 'specific',
    availableMetroAreas: ROLE_CITIES,
    roleLocationType: ['in_person'],
    openToRelocation: true,
  });
  both = await jobseekerWithAnswers(t, livingElsewhere('Houston, TX', 'Denver, CO', 'Dallas, TX'));
  one = await jobseekerWithAnswers(t, livingElsewhere('Houston, TX'));
  neither = await jobseekerWithAnswers(t, livingElsewhere('Denver, CO'));
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('a role open to relocation, done in two metro areas', () => {
  it('lists and counts once a person who named both of its cities', async () => {
    const { count, ids } = await listed();
    expect(ids.filter((id) => id === both.id)).toHaveLength(1);
    expect(ids).toContain(one.id);
    expect(ids).not.toContain(neither.id);
    expect(count).toBe(ids.length);
  });

  it('leaves out a person who turned matching off, and lists them again once they turn it on', async () => {
    const setMatching = (open: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/my-settings/${both.id}/`, headers: auth(both.token), payload: { open_to_matching: open } });
    expect((await setMatching(false)).statusCode).toBe(200);
    expect((await listed()).ids).not.toContain(both.id);
    expect((await setMatching(true)).statusCode).toBe(200);
    expect((await listed()).ids).toContain(both.id);
  });

  it('follows the cities a person names when they change them', async () => {
    await giveAnswers(t, one.id, livingElsewhere('Denver, CO'));
    await giveAnswers(t, neither.id, livingElsewhere('Dallas, TX'));
    const { count, ids } = await listed();
    expect(ids).not.toContain(one.id);
    expect(ids).toContain(neither.id);
    expect(count).toBe(ids.length);
  });

  it('lists once a person who became open to anywhere, through that answer and not the cities they had named', async () => {
    await giveAnswers(t, neither.id, { metroArea: 'Boise, ID', opennessToAlternativeLocations: 'anywhere', primaryLocations: undefined });
    const { count, ids } = await listed();
    expect(ids.filter((id) => id === neither.id)).toHaveLength(1);
    expect(count).toBe(ids.length);
  });
});
