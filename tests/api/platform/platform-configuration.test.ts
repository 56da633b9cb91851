import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, completeRole, getRole, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get } from '../support/match-helpers';

let t: TestApp;
let staff: string;
let employer: Employee;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Config Academy');
});
afterAll(() => t.close());

const setStatus = (token: string, uuid: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/employer/role/${uuid}/`, headers: auth(token), payload: { status } });
const patchConfig = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/staff/configuration/', headers: auth(token), payload: payload as Record<string, unknown> });

async function approvedRole() {
  const role = await completeRole(t.app, employer.token);
  expect((await setStatus(employer.token, role.uuid, 'in_review')).statusCode).toBe(200);
  const approved = await setStatus(staff, role.uuid, 'open');
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json();
}

describe('platform configuration', () => {
  it('is for staff; the fee table is read by everyone signed in', async () => {
    expect((await get(t, employer.token, '/api/staff/configuration/')).statusCode).toBe(403);
    expect((await get(t, null, '/api/staff/configuration/')).statusCode).toBe(401);
    expect((await patchConfig(employer.token, { service_tier_fees: { enhanced: 1 } })).statusCode).toBe(403);
    const tiers = (await get(t, employer.token, '/api/service-tiers/')).json().results;
    expect(tiers.find((tier: { tier: string }) => tier.tier === 'enhanced')).toEqual({ tier: 'enhanced', label: 'Enhanced', fee_percent: 10 });
  });

  it('changes the fee of a tier for roles approved from then on; an approved role keeps its agreed fee', async () => {
    const before = await approvedRole();
    expect(before).toMatchObject({ agreed_service_tier: 'enhanced' });
    const changed = await patchConfig(staff, { service_tier_fees: { enhanced: 12.5 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().service_tiers.find((tier: { tier: string }) => tier.tier === 'enhanced').fee_percent).toBe(12.5);
    expect((await get(t, employer.token, '/api/service-tiers/')).json().results.find((tier: { tier: string }) => tier.tier === 'enhanced').fee_percent).toBe(
      12.5,
    );

    expect(Number((await getRole(t.app, employer.token, before.uuid)).json().agreed_fee_percent)).toBe(10);
    const draft = await completeRole(t.app, employer.token);
    expect(draft.expected_fee).toMatchObject({ tier: 'enhanced', percent: 12.5, agreed: false });
    const after = await approvedRole();
    expect(Number(after.agreed_fee_percent)).toBe(12.5);
  });

  it('refuses fees that are not percents or tiers that have none, changing nothing', async () => {
    const before = (await get(t, staff, '/api/staff/configuration/')).json();
    for (const fees of [{ enhanced: -1 }, { enhanced: 101 }, { enhanced: '10' }, { custom: 5 }, { platinum: 5 }, { enhanced: 10.123 }]) {
      const response = await patchConfig(staff, { service_tier_fees: fees });
      expect(response.statusCode, JSON.stringify(fees)).toBe(400);
      expect(Object.keys(response.json())).toEqual(['service_tier_fees', 'code']);
    }
    expect((await patchConfig(staff, {})).statusCode).toBe(400);
    expect((await get(t, staff, '/api/staff/configuration/')).json()).toEqual(before);
  });

  it('publishes a new terms version with its summary', async () => {
    const before = (await get(t, staff, '/api/staff/configuration/')).json().latest_terms_version;
    const published = await t.app.inject({
      method: 'POST',
      url: '/api/staff/configuration/terms/',
      headers: auth(staff),
      payload: { summary: 'Clearer rules on data retention.' },
    });
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().latest_terms_version).toBe(before + 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/latest-terms/1/' })).json()).toEqual({ latest_version: before + 1 });
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/configuration/terms/', headers: auth(staff), payload: { summary: ' ' } })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/configuration/terms/', headers: auth(employer.token), payload: { summary: 'x' } })).statusCode,
    ).toBe(403);
  });
});
