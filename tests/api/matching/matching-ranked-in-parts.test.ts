import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { jobseekerMatchProfiles } from '../../../src/server/db/schema';
import { criteriaOf, evaluateFilters, judge, profileOf } from '../../../src/server/matching/algorithm';
import { findCandidates } from '../../../src/server/matching/candidates-query';
import { openAnywhereCuts } from '../../../src/server/matching/open-anywhere-ranges';
import { poolOf } from '../../../src/server/db/tuned-query';
import { DEMO_ROLE_ANSWERS } from '../../../src/server/seed/demo-matching';
import { generateJobseeker, seededRandom } from '../../../src/server/seed/generate-jobseeker-answers';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertMatchingPeople } from '../support/matching-people';

/**
 * Issue 38 item 6: a role asked for again ranks from the floor its last ranking found, its scans read on two
 * connections at once over one snapshot, with the people open to anywhere cut into ranges of metro code by the
 * database's statistics. The page, its order and the count are those of ranking everyone, person by person.
 */
const TODAY = '2026-11-23';
const PEOPLE = 400;
const ROLE_ID = 1;
const ROLE = criteriaOf({
  ...DEMO_ROLE_ANSWERS,
  geographicRequirement: 'specific',
  availableMetroAreas: ['New York, NY', 'Chicago, IL', 'Austin, TX'],
  openToRelocation: true,
});

let t: TestApp;
const answersById = new Map<number, Record<string, unknown>>();

beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(38);
  // Half open to anywhere, so the ranges they are cut into each hold some of the page.
  const people = Array.from({ length: PEOPLE }, (_, at) => {
    const { answers } = generateJobseeker(random);
    return at % 2 === 0 ? { ...answers, opennessToAlternativeLocations: 'anywhere' } : answers;
  });
  const ids = await insertMatchingPeople(t, people, { label: 'parts', firstName: 'Part' });
  ids.forEach((id, at) => answersById.set(id, people[at]!));
  // The statistics the cuts are read from, as autovacuum would leave them on a live server.
  if (poolOf(t.database.db) !== null) await t.database.db.execute(sql`analyze ${jobseekerMatchProfiles}`);
});

afterAll(async () => {
  await t.close();
});

/** Everyone who passes the role's filters, best first, as the algorithm alone ranks them. */
function rankedByTheAlgorithm(): { id: number; score: number }[] {
  return [...answersById.entries()]
    .map(([id, answers]) => ({ id, profile: profileOf(answers) }))
    .filter(({ profile }) => evaluateFilters(ROLE, profile).every((filter) => filter.passed))
    .map(({ id, profile }) => ({ id, ...judge(ROLE, profile, TODAY) }))
    .sort((a, b) => b.rank - a.rank || a.id - b.id)
    .map(({ id, score }) => ({ id, score }));
}

describe('a role ranked again, from its floor, in parts read at once', () => {
  it('cuts the people open to anywhere into ranges on PostgreSQL, and not on embedded PGlite', async () => {
    const cuts = await openAnywhereCuts(t.database.db, 3);
    if (poolOf(t.database.db) === null) expect(cuts).toEqual([]);
    else {
      expect(cuts.length).toBeGreaterThan(0);
      expect([...cuts].sort((a, b) => a - b)).toEqual(cuts);
    }
  });

  it('answers every page as ranking everyone does: the same people, order, scores and count, the first time and again', async () => {
    const expected = rankedByTheAlgorithm();
    // Enough survivors for three pages of 20, so the floor of a later page is below some of the ranges' best.
    expect(expected.length).toBeGreaterThan(60);
    for (const offset of [0, 20, 40]) {
      const want = expected.slice(offset, offset + 20);
      // The first asking has no floor to start from; the next two start from the floor it found.
      for (const asking of ['first', 'again', 'once more']) {
        const page = await findCandidates(t.database.db, ROLE_ID, ROLE, TODAY, 20, offset);
        expect(page.count, `offset ${offset}, ${asking}`).toBe(expected.length);
        expect(
          page.results.map(({ id, score }) => ({ id, score })),
          `offset ${offset}, ${asking}`,
        ).toEqual(want);
      }
    }
  });

  it('ranks the people changed since the last ranking as they now are, not from the floor it found', async () => {
    await findCandidates(t.database.db, ROLE_ID, ROLE, TODAY, 10, 0);
    const best = rankedByTheAlgorithm().slice(0, 10);
    // The best ten turn matching off: the floor the last ranking found is now above everyone left.
    await t.database.db
      .update(jobseekerMatchProfiles)
      .set({ openToMatching: false })
      .where(
        inArray(
          jobseekerMatchProfiles.userId,
          best.map(({ id }) => id),
        ),
      );
    for (const { id } of best) answersById.delete(id);
    const page = await findCandidates(t.database.db, ROLE_ID, ROLE, TODAY, 10, 0);
    const expected = rankedByTheAlgorithm();
    expect(page.count).toBe(expected.length);
    expect(page.results.map(({ id, score }) => ({ id, score }))).toEqual(expected.slice(0, 10));
  });
});
