import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { usInstitutions, type Institution } from '../../../src/server/universities/us-institutions';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signUpToken(t.app));
});
afterAll(() => t.close());

interface UniversityPage {
  count: number;
  page: number;
  page_size: number;
  next: number | null;
  previous: number | null;
  results: Institution[];
}

function search(query: string, bearer: string | null = token) {
  return t.app.inject({ method: 'GET', url: `/api/universities/${query}`, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
}

async function page(query: string): Promise<UniversityPage> {
  const response = await search(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UniversityPage>();
}

const names = (list: { name: string }[]) => list.map((entry) => entry.name);
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The shipped list in the order a person sees it with no search: alphabetical, ignoring case. */
function alphabetical(): Institution[] {
  return [...usInstitutions()].sort(
    (a, b) =>
      byCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()) || byCodeUnits(a.name, b.name) || byCodeUnits(a.city, b.city) || byCodeUnits(a.state, b.state),
  );
}

const howard = { id: 131520, name: 'Howard University', city: 'Washington', state: 'DC' };

describe('the shipped institution list', () => {
  it('is a real, national list without duplicates', () => {
    const list = usInstitutions();
    expect(list.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(list.map((entry) => entry.state)).size).toBe(51);
    expect(new Set(list.map((entry) => `${entry.name}|${entry.city}|${entry.state}`)).size).toBe(list.length);
    expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
    expect(list).toContainEqual(howard);
    expect(list).toContainEqual(expect.objectContaining({ name: 'Spelman College', city: 'Atlanta', state: 'GA' }));
  });
});

describe('GET /api/universities/', () => {
  it('seeds once even when the first searches arrive together', async () => {
    const first = await Promise.all([page(''), page('?search=howard'), page('?page=2')]);
    expect(first[0].count).toBe(usInstitutions().length);
    expect((await page('')).count).toBe(usInstitutions().length);
  });

  it('finds Howard University in Washington, DC', async () => {
    const found = await page('?search=howard');
    expect(found.results).toContainEqual(howard);
    const starting = names(found.results).filter((name) => name.toLowerCase().startsWith('howard'));
    expect(starting.length).toBeGreaterThanOrEqual(4);
    expect(names(found.results).slice(0, starting.length)).toEqual([...starting].sort((a, b) => byCodeUnits(a.toLowerCase(), b.toLowerCase())));
    expect(found.count).toBe(found.results.length);
    expect(found.results.every((entry) => `${entry.name} ${entry.city}`.toLowerCase().includes('howard'))).toBe(true);

    // Case and extra spaces do not matter.
    expect((await page('?search=%20%20HoWaRd%20%20')).results).toEqual(found.results);
  });

  it('puts names that start with the search before the rest of the alphabet', async () => {
    const matching = alphabetical().filter((entry) => `${entry.name}\n${entry.city}`.toLowerCase().includes('washington'));
    const starting = matching.filter((entry) => entry.name.toLowerCase().startsWith('washington'));
    expect(starting.length).toBeGreaterThanOrEqual(5);
    // Otherwise "Central Washington University" and friends would come first.
    expect(matching[0]!.name.toLowerCase().startsWith('washington')).toBe(false);

    const seen: Institution[] = [];
    const first = await page('?search=washington');
    expect(first.count).toBe(matching.length);
    for (let at = 1; at <= Math.ceil(first.count / 20); at++) seen.push(...(await page(`?search=washington&page=${at}`)).results);
    expect(seen).toEqual([...starting, ...matching.filter((entry) => !starting.includes(entry))]);
  });

  it('matches every word against the name, the city or the state', async () => {
    const both = await page('?search=university%20washington');
    expect(both.count).toBeGreaterThan(3);
    for (const entry of both.results)
      expect(`${entry.name} ${entry.city} ${entry.state}`.toLowerCase()).toMatch(/university[^]*washington|washington[^]*university/);

    // "university washington" reaches Howard only through its city; "howard dc" narrows to the one in DC.
    const everything: string[] = [];
    for (let at = 1; at <= Math.ceil(both.count / 20); at++) everything.push(...names((await page(`?search=university+washington&page=${at}`)).results));
    expect(everything).toEqual(
      expect.arrayContaining([
        'University of Washington-Seattle Campus',
        'Washington University in St Louis',
        'George Washington University',
        'Howard University',
      ]),
    );
    expect(everything).toHaveLength(both.count);

    expect((await page('?search=howard%20dc')).results).toEqual([howard]);
    expect((await page('?search=howard%20tx')).results.map((entry) => entry.state)).toEqual(['TX', 'TX']);
    expect((await page('?search=howard%20zz')).count).toBe(0);
  });

  it('lists everything alphabetically, 20 to a page, with next and previous pages', async () => {
    const sorted = alphabetical();
    const lastPage = Math.ceil(sorted.length / 20);

    const first = await page('');
    expect(first).toEqual({ count: sorted.length, page: 1, page_size: 20, next: 2, previous: null, results: sorted.slice(0, 20) });
    expect(await page('?search=')).toEqual(first);
    expect(await page('?search=%20&page=1')).toEqual(first);

    const second = await page('?page=2');
    expect(second).toMatchObject({ count: sorted.length, page: 2, next: 3, previous: 1 });
    expect(second.results).toEqual(sorted.slice(20, 40));
    expect(names(second.results)).not.toContain(first.results[0]!.name);

    const last = await page(`?page=${lastPage}`);
    expect(last).toMatchObject({ page: lastPage, next: null, previous: lastPage - 1 });
    expect(last.results).toEqual(sorted.slice((lastPage - 1) * 20));

    // Past the end: nothing there, and the way back leads to the last page that has results.
    expect(await page(`?page=${lastPage + 5}`)).toEqual({
      count: sorted.length,
      page: lastPage + 5,
      page_size: 20,
      next: null,
      previous: lastPage,
      results: [],
    });
    expect(await page('?search=howard&page=2')).toMatchObject({ page: 2, next: null, previous: 1, results: [] });
  });

  it('names colleges by id, in the order asked, for a saved answer that holds ids (issue 22 walk defect 3)', async () => {
    const [howard] = (await page('?search=howard%20university')).results;
    const [gallaudet] = (await page('?search=gallaudet')).results;
    const named = await page(`?ids=${gallaudet!.id},${howard!.id},999999999`);
    expect(named.results.map((college) => college.name)).toEqual([gallaudet!.name, howard!.name]);
    expect(named).toMatchObject({ count: 2, next: null, previous: null });
    for (const bad of ['abc', '1,,2', '', Array.from({ length: 51 }, (_, at) => at + 1).join(',')]) {
      const refused = await search(`?ids=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().ids[0]).toMatch(/college ids separated by commas/);
    }
  });

  it('needs a session', async () => {
    const response = await search('?search=howard', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  });

  it('refuses a page that is not a whole number from 1 up, saying so', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '', '99999999999999999999']) {
      const response = await search(`?page=${bad}`);
      expect(response.statusCode, `page=${bad}`).toBe(400);
      expect(response.json()).toEqual({ page: ['Send page as a whole number from 1 to 10000; page 1 is the first page.'], code: 'validation_failed' });
    }
    expect((await search('?page=1&page=2')).statusCode).toBe(400);
  });

  it('refuses a search over 100 characters and reports both problems at once', async () => {
    expect((await search(`?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
    const long = await search(`?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ search: ['Search with at most 100 characters.'], code: 'validation_failed' });

    const both = await search(`?search=${'a'.repeat(101)}&page=0`);
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json() as object).sort()).toEqual(['code', 'page', 'search']);
  });
});
