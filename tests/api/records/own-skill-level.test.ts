import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a skill of one's own needs a level (issue 35 item 6)", () => {
  it("refuses a named skill without a level with the flow file's message, and saves it once a level is given", async () => {
    const { token } = await signUpToken(t.app);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/skills', headers: { authorization: `Bearer ${token}` }, payload });
    const unrated = await post({ custom_skill: 'PowerSchool' });
    expect(unrated.statusCode).toBe(400);
    expect(unrated.json()).toMatchObject({ rating: ['Choose a level for this skill'] });
    const rated = await post({ custom_skill: 'PowerSchool', rating: 2 });
    expect(rated.statusCode, rated.body).toBe(201);
  });
});
