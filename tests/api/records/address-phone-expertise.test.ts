import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';

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

async function answers(token: string) {
  return (await call(token, 'GET', '/api/my-answers/jobseeker/')).json().answers as Record<string, unknown>;
}

describe('expertise areas', () => {
  it('lists the functional areas with their skills', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/expertise-areas/',
    });
    expect(response.statusCode).toBe(200);
    const results = response.json().results as {
      id: string;
      name: string;
      skills: { id: string; name: string }[];
    }[];
    expect(results.length).toBe(13);
    expect(results[0]).toMatchObject({
      id: 'instruction_curriculum',
      name: 'Instruction & Curriculum',
    });
    expect(results[0]!.skills).toContainEqual({
      id: 'curriculum_design',
      name: 'Curriculum design',
    });
    expect(results.reduce((sum, area) => sum + area.skills.length, 0)).toBe(102);
  });
});

describe('user address', () => {
  const address = {
    primary: true,
    street_address: '1 Main St',
    zipcode: '10001',
    city: 'New York',
    state: 'ny',
  };

  it('saves the whole address with POST and changes fields with PATCH', async () => {
    const me = await jobseeker();
    const created = await call(me.token, 'POST', '/api/user-address/', address);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      ...address,
      state: 'NY',
      completed_sections: expect.any(Array),
    });
    const changed = await call(me.token, 'PATCH', '/api/user-address', {
      zipcode: '10001-1234',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await answers(me.token)).user_address).toEqual({
      ...address,
      state: 'NY',
      zipcode: '10001-1234',
    });
  });

  it("refuses a bad ZIP code or state with the schema's messages, changing nothing", async () => {
    const me = await jobseeker();
    expect((await call(me.token, 'POST', '/api/user-address/', address)).statusCode).toBe(201);
    const bad = await call(me.token, 'PATCH', '/api/user-address/', {
      zipcode: '1234',
      state: 'QQ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().zipcode).toEqual(['Enter a 5-digit ZIP code (or ZIP+4)']);
    expect(Object.keys(bad.json()).sort()).toEqual(['code', 'state', 'zipcode']);
    const partial = await call(me.token, 'POST', '/api/user-address/', {
      city: 'Boston',
      state: 'MA',
    });
    expect(partial.json()).toEqual({
      street_address: ['Enter the street address'],
      zipcode: ['Enter the ZIP code'],
      code: 'validation_failed',
    });
    expect((await call(me.token, 'PATCH', '/api/user-address/', { country: 'US' })).json()).toEqual({
      country: ['This field is not saved here.'],
      code: 'validation_failed',
    });
    expect((await answers(me.token)).user_address).toMatchObject({
      zipcode: '10001',
      state: 'NY',
    });
    const { token } = await signUpToken(t.app, {
      user_type: 'employee',
      organization: 'KIPP',
    });
    expect((await call(token, 'POST', '/api/user-address/', address)).statusCode).toBe(403);
  });
});

describe('phone number', () => {
  it('strips brackets, dashes and spaces and saves the phoneNumber answer', async () => {
    const me = await jobseeker();
    const saved = await call(me.token, 'PATCH', `/api/user/${me.id}/`, {
      phone_number: '(212) 555-0123',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id: me.id,
      completed_sections: expect.any(Array),
    });
    expect((await answers(me.token)).phone_number).toBe('2125550123');
    expect(
      (
        await call(me.token, 'PATCH', `/api/user/${me.id}/`, {
          phone_number: '+1 212-555-0199',
        })
      ).statusCode,
    ).toBe(200);
    expect((await answers(me.token)).phone_number).toBe('2125550199');

    for (const bad of ['555-0123', '212 555 0123 9', 'call me', '212x5550123']) {
      const refused = await call(me.token, 'PATCH', `/api/user/${me.id}/`, {
        phone_number: bad,
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toEqual({
        phone_number: ['Enter a 10-digit US phone number, area code first'],
        code: 'validation_failed',
      });
    }
    expect((await answers(me.token)).phone_number).toBe('2125550199');
    expect(
      (
        await call(me.token, 'PATCH', `/api/user/${me.id}/`, {
          phone_number: 2125550123,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(me.token, 'PATCH', `/api/user/${me.id}/`, {
          phone_number: null,
        })
      ).statusCode,
    ).toBe(200);
    expect((await answers(me.token)).phone_number).toBeUndefined();

    const other = await jobseeker();
    expect(
      (
        await call(other.token, 'PATCH', `/api/user/${me.id}/`, {
          phone_number: '2125550123',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('refuses a phone number on an employer account', async () => {
    const { token } = await signUpToken(t.app, {
      user_type: 'employee',
      organization: 'KIPP',
    });
    const id = decodeJwt(token).user_id as number;
    const refused = await call(token, 'PATCH', `/api/user/${id}/`, {
      phone_number: '2125550123',
    });
    expect(refused.statusCode).toBe(400);
  });
});
