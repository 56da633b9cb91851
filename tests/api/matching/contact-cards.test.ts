import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, coworkerOf, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, moveThrough, openRoleRow, proposed, setMatchingAccess, signUpJobseeker, type Jobseeker } from '../support/match-helpers';

let t: TestApp;
let staff: string;
let employer: Employee;
let coworkerWithout: Employee;
let otherOrg: Employee;
let seeker: Jobseeker;
let otherSeeker: Jobseeker;
let matchId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Card Table Schools');
  coworkerWithout = await coworkerOf(t, employer.employerId);
  await setMatchingAccess(t, coworkerWithout.userId, false);
  otherOrg = await signUpEmployer(t.app, 'Elsewhere Academy');
  seeker = await signUpJobseeker(t, { first_name: 'Mary', last_name: 'Jackson' });
  otherSeeker = await signUpJobseeker(t);
  const role = await openRoleRow(t, employer.employerId, 'Science Lead');
  const match = await proposed(t, staff, role.uuid, seeker.userId);
  await moveThrough(t, staff, match.id, 'jobseeker_accept', 'pending_employer_review');
  matchId = match.id;
});
afterAll(() => t.close());

const url = () => `/api/matches/${matchId}/contact-cards/`;
const setCards = (token: string, visibility: unknown) => t.app.inject({ method: 'PATCH', url: url(), headers: auth(token), payload: { visibility } });
const cardsOf = async (token: string) => (await get(t, token, url())).json();

describe('contact cards', () => {
  it('start as "show no card": only staff see both cards, and the match says so', async () => {
    expect((await get(t, staff, `/api/matches/${matchId}/`)).json().contact_card_visibility).toBe('none');
    const forStaff = await cardsOf(staff);
    expect(forStaff).toMatchObject({
      visibility: 'none',
      jobseeker: { name: 'Mary Jackson', email: seeker.email },
      employer: { organization: 'Card Table Schools' },
    });
    expect(await cardsOf(seeker.token)).toEqual({ visibility: 'none', jobseeker: null, employer: null });
    expect(await cardsOf(employer.token)).toEqual({ visibility: 'none', jobseeker: null, employer: null });
  });

  it.each([
    ['jobseekers', { seekerSeesEmployer: true, employerSeesSeeker: false }],
    ['employers', { seekerSeesEmployer: false, employerSeesSeeker: true }],
    ['both', { seekerSeesEmployer: true, employerSeesSeeker: true }],
    ['none', { seekerSeesEmployer: false, employerSeesSeeker: false }],
  ] as const)('with %s, each side sees only the card it is allowed', async (visibility, expected) => {
    const response = await setCards(staff, visibility);
    expect(response.statusCode, response.body).toBe(200);
    const forSeeker = await cardsOf(seeker.token);
    expect(forSeeker.jobseeker).toBeNull();
    expect(forSeeker.employer === null).toBe(!expected.seekerSeesEmployer);
    if (expected.seekerSeesEmployer) expect(forSeeker.employer).toMatchObject({ email: expect.stringContaining('@'), organization: 'Card Table Schools' });
    const forEmployer = await cardsOf(employer.token);
    expect(forEmployer.employer).toBeNull();
    expect(forEmployer.jobseeker === null).toBe(!expected.employerSeesSeeker);
    if (expected.employerSeesSeeker) expect(forEmployer.jobseeker).toMatchObject({ name: 'Mary Jackson', email: seeker.email });
  });

  it('are for the match’s people only, and set by staff only, with a clear error', async () => {
    await setCards(staff, 'both');
    expect((await get(t, otherSeeker.token, url())).statusCode).toBe(404);
    expect((await get(t, otherOrg.token, url())).statusCode).toBe(404);
    expect((await get(t, coworkerWithout.token, url())).statusCode).toBe(403);
    expect((await get(t, null, url())).statusCode).toBe(401);
    const before = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
    expect((await setCards(employer.token, 'none')).statusCode).toBe(403);
    expect((await setCards(seeker.token, 'none')).statusCode).toBe(403);
    const bad = await setCards(staff, 'everyone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().visibility[0]).toBe('Choose one of: none, jobseekers, employers, both.');
    expect(await t.database.db.select().from(matches).where(eq(matches.id, matchId))).toEqual(before);
  });
});
