import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { PROFILE_ANSWERS, auth, inviteAndClaim, newOrganisation, staffToken, type Member } from '../support/organisation';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { employers } from '../../../src/server/db/schema';
import { questionCompleteness } from '../../../src/flows/question-completeness';
import { fieldOfWire } from '../../../src/server/flows/flow-answers';
import { loadFlows } from '../../../src/server/flows/load-flows';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staff = await staffToken(t);
});
afterAll(() => t.close());

const get = (token: string | undefined, id: number) => t.app.inject({ method: 'GET', url: `/api/employers/${id}/`, headers: token ? auth(token) : {} });
const patch = (token: string | undefined, id: number, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/employers/${id}/`, headers: token ? auth(token) : {}, payload: payload as object });

/** The engine's completeness for wire answers, computed as the browser does. */
const flows = loadFlows();
function engineCompleteness(wire: Record<string, unknown>): number {
  const answers = Object.fromEntries(
    Object.entries(wire)
      .filter(([, value]) => value !== null)
      .map(([key, value]) => {
        const { field, value: converted } = fieldOfWire(key, value);
        return [field, converted];
      }),
  );
  return questionCompleteness(flows.latest('employer-profile')!, answers, flows.validator).percent;
}

describe('GET and PATCH /api/employers/{id}/', () => {
  it('answers the organization with every profile question, null while unanswered, and 0 % completeness', async () => {
    const admin = await newOrganisation(t, 'Fresh Start Academy');
    const response = await get(admin.token, admin.employerId);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: admin.employerId,
      name: 'Fresh Start Academy',
      slug: 'fresh-start-academy',
      completeness: 0,
      logo_url: null,
      flow_version: 1,
    });
    for (const key of Object.keys(PROFILE_ANSWERS)) expect(body[key], key).toBeNull();
    expect(body.logos).toBeNull();
    expect(typeof body.created_at).toBe('string');
  });

  it('saves answers, reports completeness rising as the engine computes it, and answers the same body as GET', async () => {
    const admin = await newOrganisation(t, 'Rising Tide Schools');
    let last = 0;
    let body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(PROFILE_ANSWERS)) {
      const response = await patch(admin.token, admin.employerId, { [key]: value });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      body = response.json();
      expect(body[key]).toEqual(value);
      expect(body.completeness as number).toBeGreaterThan(last);
      expect(body.completeness).toBe(engineCompleteness(body));
      last = body.completeness as number;
    }
    // Everything but the (optional) logo: 14 of 15 questions.
    expect(body.completeness).toBe(93);
    expect((await get(admin.token, admin.employerId)).json()).toEqual(body);
  });

  it('counts a yes/no question answered "No" as valid', async () => {
    const admin = await newOrganisation(t, 'Quiet No Academy');
    const response = await patch(admin.token, admin.employerId, { has_work_life_balance: false });
    expect(response.json()).toMatchObject({ has_work_life_balance: false, completeness: 6 });
  });

  it('clears an optional answer with null and refuses to clear a required one', async () => {
    const admin = await newOrganisation(t, 'Clearing House School');
    await patch(admin.token, admin.employerId, { referral_type: 'linkedin', link: 'https://clearing.example.org' });
    const cleared = await patch(admin.token, admin.employerId, { referral_type: null });
    expect(cleared.json()).toMatchObject({ referral_type: null, link: 'https://clearing.example.org' });
    const refused = await patch(admin.token, admin.employerId, { link: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ link: ["Enter your organization's website"], code: 'validation_failed' });
  });

  it('renames the organization without changing its address', async () => {
    const admin = await newOrganisation(t, 'Old Name Prep');
    const renamed = await patch(admin.token, admin.employerId, { name: '  New Name Prep  ' });
    expect(renamed.json()).toMatchObject({ name: 'New Name Prep', slug: 'old-name-prep' });
    for (const name of ['', '   ', 'x'.repeat(201), 7]) {
      const refused = await patch(admin.token, admin.employerId, { name });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['name', 'code']);
    }
  });

  it('refuses a body that is not an object of known fields, changing nothing', async () => {
    const admin = await newOrganisation(t, 'Strict Body School');
    expect((await patch(admin.token, admin.employerId, {})).statusCode).toBe(400);
    expect((await patch(admin.token, admin.employerId, [1])).statusCode).toBe(400);
    const unknown = await patch(admin.token, admin.employerId, { slug: 'mine', mission_statement: 'Ok' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ slug: ['This field is not saved here.'], code: 'validation_failed' });
    expect((await get(admin.token, admin.employerId)).json()).toMatchObject({ slug: 'strict-body-school', mission_statement: null });
  });

  it('keeps both of two saves made at the same moment', async () => {
    const admin = await newOrganisation(t, 'Parallel Saves Academy');
    const saves = Object.entries(PROFILE_ANSWERS).map(([key, value]) => patch(admin.token, admin.employerId, { [key]: value }));
    for (const response of await Promise.all(saves)) expect(response.statusCode).toBe(200);
    expect((await get(admin.token, admin.employerId)).json().completeness).toBe(93);
  });
});

describe('§5.2 limits on the employer profile, with their exact messages', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await newOrganisation(t, 'Limits Learning');
  });

  async function refused(payload: object): Promise<Record<string, string[]>> {
    const before = (await get(admin.token, admin.employerId)).json();
    const response = await patch(admin.token, admin.employerId, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect((await get(admin.token, admin.employerId)).json()).toEqual(before);
    return response.json();
  }

  const address = PROFILE_ANSWERS.primary_address;

  it('primary address: street, ZIP (5 or 5+4), a US state and city are all needed', async () => {
    expect(await refused({ primary_address: { ...address, street_address: '' } })).toEqual({
      primary_address: ['Enter the street address'],
      code: 'validation_failed',
    });
    const { street_address: _s, ...noStreet } = address;
    expect(await refused({ primary_address: noStreet })).toEqual({ primary_address: ['Enter the street address'], code: 'validation_failed' });
    const { zipcode: _z, ...noZip } = address;
    expect(await refused({ primary_address: noZip })).toEqual({ primary_address: ['Enter the ZIP code'], code: 'validation_failed' });
    expect(await refused({ primary_address: { ...address, zipcode: '7870' } })).toEqual({
      primary_address: ['Enter a 5-digit ZIP code (or ZIP+4)'],
      code: 'validation_failed',
    });
    const { state: _st, ...noState } = address;
    expect(await refused({ primary_address: noState })).toEqual({ primary_address: ['Choose the state'], code: 'validation_failed' });
    expect(await refused({ primary_address: { ...address, state: 'ON' } })).toEqual({ primary_address: ['Choose a US state'], code: 'validation_failed' });
    const { city: _c, ...noCity } = address;
    expect(await refused({ primary_address: noCity })).toEqual({ primary_address: ['Enter the city'], code: 'validation_failed' });
    const ok = await patch(admin.token, admin.employerId, { primary_address: { ...address, zipcode: '78701-1234' } });
    expect(ok.statusCode).toBe(200);
  });

  it('metro area: a listed one, or a custom "City, ST" with capitals and a comma', async () => {
    const message = { metro_area: ['Choose a metro area from the list, or type it as City, ST (for example Boise, ID)'], code: 'validation_failed' };
    for (const custom of ['boise, ID', 'Boise, id', 'Boise ID', 'Boise,ID']) expect(await refused({ metro_area: custom }), custom).toEqual(message);
    for (const ok of ['Austin, TX', 'Boise, ID', 'Coeur D Alene, ID']) {
      const response = await patch(admin.token, admin.employerId, { metro_area: ok });
      expect(response.json().metro_area).toBe(ok);
    }
  });

  it('link: must include its protocol', async () => {
    expect(await refused({ link: 'riverside.example.org' })).toEqual({ link: ['Link must include a protocol (https://)'], code: 'validation_failed' });
    expect((await patch(admin.token, admin.employerId, { link: 'http://riverside.example.org/about' })).statusCode).toBe(200);
  });

  it('link: a space is named as the problem, not a missing protocol (issue 22 walk defect 17)', async () => {
    const spaces = { link: ['A web address has no spaces: remove the spaces, as in https://example.org'], code: 'validation_failed' };
    expect(await refused({ link: 'https://exa mple.org' })).toEqual(spaces);
    expect(await refused({ link: 'https://example.org/our team' })).toEqual(spaces);
    // No protocol and a space: both problems are named, each once.
    expect((await refused({ link: 'exa mple.org' })).link).toHaveLength(2);
    expect((await patch(admin.token, admin.employerId, { link: 'https://example.org/our-team' })).statusCode).toBe(200);
  });

  it('mission statement: required, at most 2000 characters', async () => {
    expect(await refused({ mission_statement: 'x'.repeat(2001) })).toEqual({
      mission_statement: ['Keep your mission statement to 2000 characters or fewer'],
      code: 'validation_failed',
    });
    expect(await refused({ mission_statement: '   ' })).toEqual({ mission_statement: ['Enter your mission statement'], code: 'validation_failed' });
    expect((await patch(admin.token, admin.employerId, { mission_statement: 'x'.repeat(2000) })).statusCode).toBe(200);
  });

  it('personality traits: exactly 5', async () => {
    const six = [...PROFILE_ANSWERS.personality_traits, 'entrepreneurial'];
    expect(await refused({ personality_traits: six })).toEqual({ personality_traits: ['Only limit your selection to 5'], code: 'validation_failed' });
    expect(await refused({ personality_traits: six.slice(0, 4) })).toEqual({ personality_traits: ['Select 5 attributes'], code: 'validation_failed' });
    expect((await patch(admin.token, admin.employerId, { personality_traits: six.slice(0, 5) })).statusCode).toBe(200);
  });

  it('options: only listed values', async () => {
    expect(await refused({ company_size: '10_000' })).toEqual({ company_size: ['Choose from the listed sizes'], code: 'validation_failed' });
    expect(await refused({ has_work_life_balance: 'yes' })).toEqual({ has_work_life_balance: ['Choose yes or no'], code: 'validation_failed' });
  });

  it('reports every problem of one save at once', async () => {
    expect(Object.keys(await refused({ link: 'nope', name: '', mission_statement: 'x'.repeat(2001) })).sort()).toEqual([
      'code',
      'link',
      'mission_statement',
      'name',
    ]);
  });
});

describe('who may read and change an organization', () => {
  const ADMINS_ONLY =
    "Only a team administrator can change the organization's profile. You can read it; ask a team administrator of your organization to make the change or to make you an administrator.";

  it('its employees (admin or not) and staff read it; its team administrators and staff change it; others are refused', async () => {
    const admin = await newOrganisation(t, 'Access Matrix Academy');
    const member = await inviteAndClaim(t, admin, { is_team_admin: false, can_edit_roles: false });
    const outsider = await newOrganisation(t, 'Someone Else Schools');
    const seeker = await signUpToken(t.app);

    for (const [who, token] of [
      ['admin', admin.token],
      ['employee', member.token],
      ['staff', staff],
    ] as const) {
      expect((await get(token, admin.employerId)).statusCode, who).toBe(200);
    }
    for (const [who, token] of [
      ['admin', admin.token],
      ['staff', staff],
    ] as const) {
      const saved = await patch(token, admin.employerId, { mission_statement: `Written by ${who}` });
      expect(saved.statusCode, who).toBe(200);
      expect(saved.json().mission_statement).toBe(`Written by ${who}`);
    }
    const refusals = [
      ['other organization', outsider.token, 404, 404],
      ['job seeker', seeker.token, 403, 403],
      ['anonymous', undefined, 401, 401],
    ] as const;
    for (const [who, token, readStatus, writeStatus] of refusals) {
      expect((await get(token, admin.employerId)).statusCode, who).toBe(readStatus);
      expect((await patch(token, admin.employerId, { mission_statement: 'Hijacked' })).statusCode, who).toBe(writeStatus);
    }
    expect((await get(admin.token, admin.employerId)).json().mission_statement).toBe('Written by staff');
    expect((await get(staff, 999_999)).statusCode).toBe(404);
    expect((await get(admin.token, Number.NaN)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(employers).where(eq(employers.id, admin.employerId));
    expect(row!.answers.missionStatement).toBe('Written by staff');
  });

  it('refuses a coworker invited with every permission off, saying why, and changes nothing', async () => {
    const admin = await newOrganisation(t, 'Read Only Coworker Academy');
    await patch(admin.token, admin.employerId, { mission_statement: 'Set by the administrator' });
    const member = await inviteAndClaim(t, admin, { is_team_admin: false, can_edit_roles: false, can_access_matching: false });

    for (const payload of [{ mission_statement: 'Changed by a coworker' }, { name: 'Renamed by a coworker' }, { logos: null }]) {
      const refused = await patch(member.token, admin.employerId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(403);
      expect(refused.json()).toMatchObject({ detail: ADMINS_ONLY });
    }
    // Refused before the body is looked at: a malformed change says the same.
    expect((await patch(member.token, admin.employerId, { mission_statement: 42 })).json()).toMatchObject({ detail: ADMINS_ONLY });
    const read = await get(member.token, admin.employerId);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Read Only Coworker Academy', mission_statement: 'Set by the administrator' });
  });

  it('follows the team administration permission as soon as it is given or taken away', async () => {
    const admin = await newOrganisation(t, 'Promoted Coworker Academy');
    const member = await inviteAndClaim(t, admin, { is_team_admin: false });
    const setAdmin = (isTeamAdmin: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/employer/staff/${member.userId}/`, headers: auth(admin.token), payload: { is_team_admin: isTeamAdmin } });

    expect((await patch(member.token, admin.employerId, { mission_statement: 'Too early' })).statusCode).toBe(403);
    expect((await setAdmin(true)).statusCode).toBe(200);
    const saved = await patch(member.token, admin.employerId, { mission_statement: 'Now an administrator' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().mission_statement).toBe('Now an administrator');
    expect((await setAdmin(false)).statusCode).toBe(200);
    expect((await patch(member.token, admin.employerId, { mission_statement: 'No longer' })).statusCode).toBe(403);
    expect((await get(member.token, admin.employerId)).json().mission_statement).toBe('Now an administrator');
  });
});

describe('the demo organization', () => {
  it('has a company profile whose every answer the flow accepts (all but the logo)', async () => {
    const signedIn = await t.app.inject({ method: 'POST', url: '/login/', payload: { email: 'employer@demo.example.com', password: 'DemoEmployer1' } });
    const token = signedIn.json().token as string;
    const { employer } = (await t.app.inject({ method: 'GET', url: '/api/my-profile/', headers: auth(token) })).json();
    const body = (await get(token, employer.id)).json();
    expect(body).toMatchObject({
      name: 'Riverside Charter Schools',
      slug: 'riverside-charter-schools',
      completeness: 93,
      metro_area: 'Austin, TX',
      logos: null,
    });
    expect(engineCompleteness(body)).toBe(93);
    const publicPage = (await t.app.inject({ method: 'GET', url: '/api/public/employers/riverside-charter-schools/' })).json();
    expect(publicPage.mission_statement).toContain('Riverside Charter Schools');
  });
});
