import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';

// Issue 35 item 7, the job seeker's side of "keep what can be kept": degrees taken off the path by a changed
// highest education level are not shown or counted meanwhile, and come back when the answer is changed back.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

describe('highest education level changed and changed back', () => {
  it('brings the degrees back', async () => {
    const { token } = await signUpToken(t.app);
    const userId = decodeJwt(token).user_id as number;
    const profile = (payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: `/api/profile/${userId}/`, headers: auth(token), payload });
    const education = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/my-answers/jobseeker/', headers: auth(token) })).json().answers?.education ?? null) as unknown;

    expect((await profile({ highest_education_level: 'graduate' })).statusCode).toBe(200);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/education/',
      headers: auth(token),
      payload: { school: 'Howard University', degree: 'med', field_of_study: 'elementary_education' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await education()).toHaveLength(1);

    const off = await profile({ highest_education_level: 'not_applicable' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().answers?.education ?? null).toBeNull();
    expect(await education()).toBeNull();

    const back = await profile({ highest_education_level: 'graduate' });
    expect(back.json().answers.education).toMatchObject([{ school: 'Howard University' }]);
    expect(await education()).toMatchObject([{ school: 'Howard University' }]);
  });
});
