import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { capitaliseCity, metroAreaCities } from '../../../src/server/records/city-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function jobseeker() {
  const { token } = await signUpToken(t.app);
  return { token, id: decodeJwt(token).user_id as number };
}

function call(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: auth(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

type City = { id: number; city: string; state: string };

describe('cities', () => {
  it('lists the metro-area cities and adds a custom city once, capitalized', async () => {
    const me = await jobseeker();
    const metro = metroAreaCities();
    expect(metro.length).toBeGreaterThanOrEqual(90);
    expect(metro[0]).toEqual({ city: 'New York', state: 'NY' });

    const list = await call(me.token, 'GET', '/api/cities/?limit=1000');
    expect(list.statusCode, list.body).toBe(200);
    const results = list.json().results as City[];
    expect(results.length).toBe(new Set(metro.map((c) => `${c.city.toLowerCase()}|${c.state}`)).size);
    expect(results).toContainEqual({
      id: expect.any(Number),
      city: 'Chicago',
      state: 'IL',
    });
    expect((await call(me.token, 'GET', '/api/cities/?limit=2')).json().results).toHaveLength(2);
    expect((await call(me.token, 'GET', '/api/cities/?limit=0')).statusCode).toBe(400);
    expect((await call(me.token, 'GET', '/api/cities/?limit=abc')).statusCode).toBe(400);
    expect((await call(me.token, 'GET', '/api/cities/?search=chic')).json().results).toEqual([expect.objectContaining({ city: 'Chicago', state: 'IL' })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cities/' })).statusCode).toBe(401);

    const created = await call(me.token, 'POST', '/api/cities/', {
      city: '  bar  harbor ',
      state: 'me',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      city: 'Bar Harbor',
      state: 'ME',
    });
    const again = await call(me.token, 'POST', '/api/cities/', {
      city: 'BAR HARBOR',
      state: 'ME',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    const chicago = await call(me.token, 'POST', '/api/cities', {
      city: 'chicago',
      state: 'IL',
    });
    expect(chicago.json()).toEqual(results.find((c) => c.city === 'Chicago'));
  });

  it('refuses a city without a valid state, with the schema messages', async () => {
    const me = await jobseeker();
    const bad = await call(me.token, 'POST', '/api/cities/', {
      city: 'Springfield',
      state: 'XX',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['state', 'code']);
    expect((await call(me.token, 'POST', '/api/cities/', { city: '', state: 'IL' })).json()).toEqual({ city: ['Enter the city'], code: 'validation_failed' });
    expect((await call(me.token, 'POST', '/api/cities/', { city: 'Springfield' })).json()).toEqual({ state: ['Choose the state'], code: 'validation_failed' });
    expect(
      (
        await call(me.token, 'POST', '/api/cities/', {
          city: 'Springfield',
          state: 'IL',
          country: 'US',
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(me.token, 'POST', '/api/cities/', { city: 12, state: 'IL' })).statusCode).toBe(400);
    expect(capitaliseCity("coeur d'alene")).toBe("Coeur D'Alene");
    expect(capitaliseCity('winston-salem')).toBe('Winston-Salem');
  });
});

describe('geographic preferences', () => {
  it('stores the chosen cities as the primaryLocations answer, refusing unknown ids and other people', async () => {
    const me = await jobseeker();
    const other = await jobseeker();
    const results = (await call(me.token, 'GET', '/api/cities/')).json().results as City[];
    const [a, b] = results;
    const skipped = await call(me.token, 'PATCH', `/api/geographic-preferences/${me.id}/`, { city_ids: [a!.id] });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json()).toEqual({ primary_locations: ['Your earlier answers skip this question, so it cannot be saved yet.'], code: 'validation_failed' });
    const openness = await call(me.token, 'PATCH', `/api/profile/${me.id}/`, { openness_to_alternative_locations: 'specific_locations' });
    expect(openness.statusCode, openness.body).toBe(200);
    const saved = await call(me.token, 'PATCH', `/api/geographic-preferences/${me.id}/`, { city_ids: [a!.id, b!.id, a!.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      primary_locations: [a, b],
      completed_sections: expect.any(Array),
    });
    const answers = (await call(me.token, 'GET', '/api/my-answers/jobseeker/')).json().answers;
    expect(answers.primary_locations).toEqual([a, b]);

    const unknown = await call(me.token, 'PATCH', `/api/geographic-preferences/${me.id}/`, { city_ids: [a!.id, 999999, 888888] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      city_ids: ['No such city: 999999, 888888.'],
      code: 'validation_failed',
    });
    expect(
      (
        await call(me.token, 'PATCH', `/api/geographic-preferences/${me.id}/`, {
          city_ids: ['1'],
        })
      ).statusCode,
    ).toBe(400);
    const eleven = results.slice(0, 11).map((c) => c.id);
    expect(
      (
        await call(me.token, 'PATCH', `/api/geographic-preferences/${me.id}/`, {
          city_ids: eleven,
        })
      ).json(),
    ).toEqual({ city_ids: ['Add at most 10 cities'], code: 'validation_failed' });
    expect((await call(other.token, 'PATCH', `/api/geographic-preferences/${me.id}/`, { city_ids: [a!.id] })).statusCode).toBe(403);
    expect((await call(me.token, 'GET', '/api/my-answers/jobseeker/')).json().answers.primary_locations).toEqual([a, b]);
  });
});
