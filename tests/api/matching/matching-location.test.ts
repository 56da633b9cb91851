import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employers } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, createRole, signUpEmployer, staffToken } from '../support/role-helpers';
import { MATCHING_ROLE_ANSWERS, jobseekerWithAnswers, setRoleAnswers } from '../support/complete-jobseeker-answers';

/**
 * The location filter's table, cell by cell, through the list and the detail route on each database: every kind of
 * role against every answer to "Where would you be open to working?", the person living where the role is done or
 * elsewhere, and under the answers that ask for cities, naming the place or not. Everything else about the people
 * and roles is the complete, matching answers, so location is the only filter that can fail.
 */

const ELSEWHERE = 'Boise, ID';
const ORGANISATION_METRO = 'Austin, TX';
const OTHER_CITY = { city: 'Denver', state: 'CO' };

function cityOf(place: string) {
  const [city, state] = place.split(', ');
  return { city, state };
}

/** The columns of the table: a person's location answers, given the place where the row's role is done. */
const PEOPLE: [string, (place: string) => Record<string, unknown>][] = [
  ['home, lives there', (place) => ({ metroArea: place, opennessToAlternativeLocations: 'home' })],
  ['home, lives elsewhere', () => ({ metroArea: ELSEWHERE, opennessToAlternativeLocations: 'home' })],
  // Cities count only under an answer that asks for them: a list left from an earlier answer says nothing.
  [
    'home, lives elsewhere, a city list naming the place',
    (place) => ({ metroArea: ELSEWHERE, opennessToAlternativeLocations: 'home', primaryLocations: [cityOf(place)] }),
  ],
  ['remote, lives there', (place) => ({ metroArea: place, opennessToAlternativeLocations: 'remote' })],
  ['remote, lives elsewhere', () => ({ metroArea: ELSEWHERE, opennessToAlternativeLocations: 'remote' })],
  ['anywhere, lives there', (place) => ({ metroArea: place, opennessToAlternativeLocations: 'anywhere' })],
  ['anywhere, lives elsewhere', () => ({ metroArea: ELSEWHERE, opennessToAlternativeLocations: 'anywhere' })],
  ...['home_and_specific_locations', 'specific_locations', 'remote_and_specific_locations'].flatMap(
    (answer): [string, (place: string) => Record<string, unknown>][] => [
      [`${answer}, lives there`, (place) => ({ metroArea: place, opennessToAlternativeLocations: answer, primaryLocations: [OTHER_CITY] })],
      [
        `${answer}, lives elsewhere, names the place`,
        (place) => ({ metroArea: ELSEWHERE, opennessToAlternativeLocations: answer, primaryLocations: [OTHER_CITY, cityOf(place)] }),
      ],
      [
        `${answer}, lives elsewhere, names another city`,
        () => ({ metroArea: ELSEWHERE, opennessToAlternativeLocations: answer, primaryLocations: [OTHER_CITY] }),
      ],
    ],
  ),
  // Where the organisation is counts only for a role done there.
  [`home, lives in ${ORGANISATION_METRO} where the organization is`, () => ({ metroArea: ORGANISATION_METRO, opennessToAlternativeLocations: 'home' })],
];

type Organisation = 'metro' | 'address' | 'nowhere';

interface Row {
  organisation: Organisation;
  role: Record<string, unknown>;
  /** Where the role is done (for the remote rows and the organisation with no place: where "there" is for the people). */
  place: string;
  /** One mark per column of PEOPLE, in groups by answer: ✓ passes location, ✗ fails it. */
  expected: string;
}

const ANYWHERE = { geographicRequirement: 'anywhere_in_us', availableMetroAreas: undefined };
const IN_DALLAS = { geographicRequirement: 'specific', availableMetroAreas: ['Dallas, TX'] };
const CLOSED = { openToRelocation: false, offersRelocation: undefined };

//                                home  remote anywhere h+spec spec  r+spec  home in Austin
const TABLE: Record<string, Row> = {
  'fully remote': {
    organisation: 'metro',
    place: 'Austin, TX',
    role: { geographicRequirement: 'remote', roleLocationType: ['remote'], availableMetroAreas: undefined },
    expected: '✓✓✓ ✓✓ ✓✓ ✓✓✓ ✓✓✓ ✓✓✓ ✓',
  },
  'anywhere in the US, remote among the work modes': {
    organisation: 'metro',
    place: 'Austin, TX',
    role: { ...ANYWHERE, roleLocationType: ['mix', 'remote'] },
    expected: '✓✓✓ ✓✓ ✓✓ ✓✓✓ ✓✓✓ ✓✓✓ ✓',
  },
  'anywhere in the US, in person, open to relocation: where the organisation is': {
    organisation: 'metro',
    place: 'Austin, TX',
    role: { ...ANYWHERE, roleLocationType: ['in_person'], openToRelocation: true },
    expected: '✓✗✗ ✗✗ ✓✓ ✓✓✗ ✓✓✗ ✓✓✗ ✓',
  },
  'anywhere in the US, in person, not open to relocation': {
    organisation: 'metro',
    place: 'Austin, TX',
    role: { ...ANYWHERE, roleLocationType: ['in_person'], ...CLOSED },
    expected: '✓✗✗ ✗✗ ✓✗ ✓✗✗ ✓✗✗ ✓✗✗ ✓',
  },
  'anywhere in the US, hybrid, open to relocation, the organisation known by its address': {
    organisation: 'address',
    place: 'San Antonio, TX',
    role: { ...ANYWHERE, roleLocationType: ['mix'], openToRelocation: true },
    expected: '✓✗✗ ✗✗ ✓✓ ✓✓✗ ✓✓✗ ✓✓✗ ✗',
  },
  'in Dallas, in person, open to relocation': {
    organisation: 'metro',
    place: 'Dallas, TX',
    role: { ...IN_DALLAS, roleLocationType: ['in_person'], openToRelocation: true },
    expected: '✓✗✗ ✗✗ ✓✓ ✓✓✗ ✓✓✗ ✓✓✗ ✗',
  },
  'in Dallas, in person, not open to relocation': {
    organisation: 'metro',
    place: 'Dallas, TX',
    role: { ...IN_DALLAS, roleLocationType: ['in_person'], ...CLOSED },
    expected: '✓✗✗ ✗✗ ✓✗ ✓✗✗ ✓✗✗ ✓✗✗ ✗',
  },
  'in Dallas, remote among the work modes, open to relocation': {
    organisation: 'metro',
    place: 'Dallas, TX',
    role: { ...IN_DALLAS, roleLocationType: ['in_person', 'remote'], openToRelocation: true },
    expected: '✓✗✗ ✓✗ ✓✓ ✓✓✗ ✓✓✗ ✓✓✗ ✗',
  },
  'anywhere in the US, in person, the organisation has no place': {
    organisation: 'nowhere',
    place: 'Austin, TX',
    role: { ...ANYWHERE, roleLocationType: ['in_person'], ...CLOSED },
    expected: '✓✓✓ ✗✗ ✓✓ ✓✓✓ ✓✓✓ ✓✓✓ ✓',
  },
};

const ORGANISATIONS: Record<Organisation, Record<string, unknown>> = {
  metro: { metroArea: ORGANISATION_METRO, primaryAddress: { streetAddress: '400 Congress Avenue', city: 'Austin', state: 'TX', zipcode: '78701' } },
  address: { primaryAddress: { streetAddress: '100 Main Plaza', city: 'San Antonio', state: 'TX', zipcode: '78205' } },
  nowhere: { link: 'https://nowhere.example.org' },
};

const defined = (answers: Record<string, unknown>) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));

let t: TestApp;
let staff: string;
const roleUuids = new Map<string, string>();
/** Place → column → the person's id. */
const peopleIds = new Map<string, Map<string, number>>();

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  const employerTokens = new Map<Organisation, string>();
  for (const [kind, answers] of Object.entries(ORGANISATIONS) as [Organisation, Record<string, unknown>][]) {
    const employer = await signUpEmployer(t.app, `Location ${kind} schools`);
    await t.database.db.update(employers).set({ answers, flowVersion: 1 }).where(eq(employers.id, employer.employerId));
    employerTokens.set(kind, employer.token);
  }
  for (const [name, row] of Object.entries(TABLE)) {
    const { uuid } = await createRole(t.app, employerTokens.get(row.organisation)!);
    await setRoleAnswers(t, uuid, defined({ ...MATCHING_ROLE_ANSWERS, ...row.role }));
    roleUuids.set(name, uuid);
  }
  for (const place of new Set(Object.values(TABLE).map((row) => row.place))) {
    const ids = new Map<string, number>();
    for (const [column, answers] of PEOPLE) ids.set(column, (await jobseekerWithAnswers(t, { primaryLocations: undefined, ...answers(place) })).id);
    peopleIds.set(place, ids);
  }
}, 180_000);

afterAll(async () => {
  await t.close();
});

interface ListBody {
  results: { jobseeker_id: number; score: number }[];
}

interface DetailBody {
  eligible: boolean;
  score: number;
  failed_filters: { name: string; reason: string }[];
  filters: { name: string; passed: boolean }[];
}

it('states a mark for every column of every row', () => {
  for (const row of Object.values(TABLE)) expect(row.expected.replaceAll(' ', '')).toHaveLength(PEOPLE.length);
});

for (const [name, row] of Object.entries(TABLE)) {
  describe(name, () => {
    let listed: Map<number, number>;
    beforeAll(async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuids.get(name)}/candidates/?limit=500`, headers: auth(staff) });
      expect(response.statusCode, response.body).toBe(200);
      listed = new Map(response.json<ListBody>().results.map((result) => [result.jobseeker_id, result.score]));
    });

    const marks = [...row.expected.replaceAll(' ', '')];
    PEOPLE.forEach(([column], at) => {
      const passes = marks[at] === '✓';
      it(`${column}: ${passes ? 'passes' : 'fails location'}`, async () => {
        const id = peopleIds.get(row.place)!.get(column)!;
        const response = await t.app.inject({ method: 'GET', url: `/api/matching/roles/${roleUuids.get(name)}/candidates/${id}/`, headers: auth(staff) });
        expect(response.statusCode, response.body).toBe(200);
        const detail = response.json<DetailBody>();
        expect(detail.filters.find((filter) => filter.name === 'location')?.passed, 'the location filter').toBe(passes);
        expect(
          detail.failed_filters.map((filter) => filter.name),
          'the failed filters',
        ).toEqual(passes ? [] : ['location']);
        expect(detail.eligible).toBe(passes);
        expect(listed.has(id), 'on the candidate list').toBe(passes);
        if (passes) expect(listed.get(id), 'the list scores as the detail does').toBe(detail.score);
      });
    });
  });
}
