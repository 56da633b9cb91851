import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../support/test-app';
import { login, myProfile, signUpToken, uniqueEmail } from '../support/accounts';
import { employers, matches, roles, termsVersions, users } from '../../../src/server/db/schema';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { eq } from 'drizzle-orm';
import { jobseekerWithAnswers, MATCHING_ROLE_ANSWERS } from '../support/complete-jobseeker-answers';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staffToken = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const userIdOf = (token: string) => decodeJwt(token).user_id as number;

describe('terms', () => {
  it('answers the latest version, which a new account has accepted; a newer one shows as unseen until saved', async () => {
    const latest = await t.app.inject({ method: 'GET', url: '/api/latest-terms/1/' });
    expect(latest.json()).toEqual({ latest_version: 1 });
    const { token } = await signUpToken(t.app);
    expect((await myProfile(t.app, token)).json().viewed_term_version).toBe(1);

    await t.database.db.insert(termsVersions).values({ documentId: 1, version: 2, summary: 'Clearer data retention' });
    expect((await t.app.inject({ method: 'GET', url: '/api/latest-terms/1' })).json()).toEqual({ latest_version: 2 });
    const save = await t.app.inject({ method: 'PATCH', url: `/api/user/${userIdOf(token)}/`, headers: auth(token), payload: { viewed_term_version: 2 } });
    expect(save.statusCode).toBe(200);
    expect(save.json().viewed_term_version).toBe(2);
    const future = await t.app.inject({ method: 'PATCH', url: `/api/user/${userIdOf(token)}/`, headers: auth(token), payload: { viewed_term_version: 3 } });
    expect(future.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/latest-terms/7/' })).statusCode).toBe(404);
  });

  it("refuses to change another user's account and an empty change", async () => {
    const { token } = await signUpToken(t.app);
    const other = await signUpToken(t.app);
    const theirs = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${userIdOf(other.token)}/`,
      headers: auth(token),
      payload: { first_name: 'Mallory' },
    });
    expect(theirs.statusCode).toBe(403);
    expect((await myProfile(t.app, other.token)).json().first_name).toBe('Ada');
    const empty = await t.app.inject({ method: 'PATCH', url: `/api/user/${userIdOf(token)}/`, headers: auth(token), payload: {} });
    expect(empty.json()).toEqual({ detail: 'Send at least one field to change.', code: 'validation_failed' });
  });
});

describe('settings', () => {
  it('are open to matching by default and can be turned off, by the owner only', async () => {
    const { token } = await signUpToken(t.app);
    const url = `/api/my-settings/${userIdOf(token)}`;
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({ open_to_matching: true, newsletter: false });
    const off = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { open_to_matching: false } });
    expect(off.json()).toEqual({ open_to_matching: false, newsletter: false });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({ open_to_matching: false, newsletter: false });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(staffToken) })).statusCode).toBe(403);
    const coerced = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { open_to_matching: 'true' } });
    expect(coerced.statusCode).toBe(400);
  });

  it('record a newsletter subscription (Subscribe Now, spec 000 §1) without touching matching, and its end', async () => {
    const { token } = await signUpToken(t.app);
    const url = `/api/my-settings/${userIdOf(token)}`;
    const subscribed = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { newsletter: true } });
    expect(subscribed.json()).toEqual({ open_to_matching: true, newsletter: true });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({ open_to_matching: true, newsletter: true });
    const ended = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { newsletter: false } });
    expect(ended.json()).toEqual({ open_to_matching: true, newsletter: false });
  });
});

describe('new match count', () => {
  it('counts an employer’s unseen matches on published roles and opens the matching page once a role is published', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'Harbor Academy' });
    const url = '/api/employer/new-match-count/';
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({ count: 0, can_access_matching_page: false });

    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, userIdOf(token)));
    const [role] = await t.database.db
      .insert(roles)
      .values({ employerId: me!.employerId!, status: 'open', answers: { jobTitle: 'Math Teacher' }, publishedAt: t.clock.now() })
      .returning();
    const seeker = await signUpToken(t.app);
    const seeker2 = await signUpToken(t.app);
    await t.database.db.insert(matches).values([
      { roleId: role!.id, jobseekerId: userIdOf(seeker.token), status: 'resume_review' },
      // Still with staff: not the employer's business yet.
      { roleId: role!.id, jobseekerId: userIdOf(seeker2.token), status: 'confirm_match' },
    ]);
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toEqual({ count: 1, can_access_matching_page: true });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(seeker2.token) })).json()).toEqual({ count: 1, can_access_matching_page: false });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(staffToken) })).statusCode).toBe(403);
  });
});

describe('job board', () => {
  it('lists open roles only, newest first, with company and posting date', async () => {
    const [org] = await t.database.db.insert(employers).values({ name: 'Cedar Ridge Public Schools', slug: 'cedar-ridge-public-schools' }).returning();
    await t.database.db.insert(roles).values([
      {
        employerId: org!.id,
        status: 'open',
        flowVersion: 1,
        answers: {
          jobTitle: 'Director of Special Education Services',
          roleType: ['full_time'],
          geographicRequirement: 'specific',
          availableMetroAreas: ['Denver, CO'],
        },
        publishedAt: new Date('2026-11-01T00:00:00Z'),
      },
      { employerId: org!.id, status: 'draft', answers: { jobTitle: 'Secret draft' } },
    ]);
    const { token } = await signUpToken(t.app);
    const jobs = (await t.app.inject({ method: 'GET', url: '/api/trulyhired/jobs', headers: auth(token) })).json().results;
    const titles = jobs.map((job: { title: string }) => job.title);
    expect(titles).toContain('Director of Special Education Services');
    expect(titles).not.toContain('Secret draft');
    expect(jobs.find((job: { company: string }) => job.company === 'Cedar Ridge Public Schools')).toMatchObject({
      job_type: 'Full-time',
      location: 'Denver, CO',
      date_posted: '2026-11-01T00:00:00.000Z',
    });
  });

  it('puts the roles that suit the job seeker first, best fit first, then the rest newest first', async () => {
    const [org] = await t.database.db.insert(employers).values({ name: 'Harbor Charter Network', slug: 'harbor-charter-network' }).returning();
    const open = (jobTitle: string, answers: Record<string, unknown>, publishedAt: string) => ({
      employerId: org!.id,
      status: 'open' as const,
      flowVersion: 1,
      answers: { ...answers, jobTitle },
      publishedAt: new Date(publishedAt),
    });
    await t.database.db.insert(roles).values([
      // Newest, but its maximum salary is below what the job seeker asks: it fails a hard filter.
      open('Underpaid Operations Lead', { ...MATCHING_ROLE_ANSWERS, maximumSalary: 20_000 }, '2026-11-20T00:00:00Z'),
      // Oldest and a full fit.
      open('Harbor Director of Operations', MATCHING_ROLE_ANSWERS, '2026-10-01T00:00:00Z'),
      open('Harbor Part-time Tutor', { jobTitle: 'x', roleType: ['part_time'] }, '2026-11-10T00:00:00Z'),
    ]);
    const seeker = await jobseekerWithAnswers(t);
    const board = (await t.app.inject({ method: 'GET', url: '/api/trulyhired/jobs/', headers: auth(seeker.token) })).json().results as {
      title: string;
      suits_you: boolean;
    }[];
    const ours = board.filter((job) => ['Underpaid Operations Lead', 'Harbor Director of Operations', 'Harbor Part-time Tutor'].includes(job.title));
    expect(ours.map((job) => [job.title, job.suits_you])).toEqual([
      ['Harbor Director of Operations', true],
      ['Underpaid Operations Lead', false],
      ['Harbor Part-time Tutor', false],
    ]);

    // Someone with no answers has nothing to judge: newest first, as before.
    const { token: fresh } = await signUpToken(t.app);
    const plain = (await t.app.inject({ method: 'GET', url: '/api/trulyhired/jobs/', headers: auth(fresh) })).json().results as {
      title: string;
      suits_you: boolean;
    }[];
    const order = plain
      .map((job) => job.title)
      .filter((title) => ['Underpaid Operations Lead', 'Harbor Director of Operations', 'Harbor Part-time Tutor'].includes(title));
    expect(order).toEqual(['Underpaid Operations Lead', 'Harbor Part-time Tutor', 'Harbor Director of Operations']);
    expect(plain.every((job) => !job.suits_you)).toBe(true);
  });
});

describe('referrals', () => {
  it('stores the referral and e-mails the friend an invitation to the right sign-up', async () => {
    const { token } = await signUpToken(t.app, { first_name: 'Ida', last_name: 'Wells' });
    const email = uniqueEmail('friend');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/',
      headers: auth(token),
      payload: { user: userIdOf(token), first_name: 'Zora', last_name: 'Hurston', email, account_type: 'employer', organization: 'Eatonville Prep' },
    });
    expect(response.statusCode).toBe(201);
    const files = fs.readdirSync(t.outboxDir).map((f) => fs.readFileSync(`${t.outboxDir}/${f}`, 'utf8'));
    const invitation = files.find((text) => text.includes(`To: ${email}`));
    expect(invitation).toContain('Ida Wells invited you');
    expect(invitation).toContain('http://localhost:3000/employer/signup');
  });

  it('refuses invitations in someone else’s name or to a bad address', async () => {
    const { token } = await signUpToken(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/referrals/',
      headers: auth(token),
      payload: { user: userIdOf(token) + 1000, first_name: 'Zora', last_name: 'Hurston', email: 'nope', account_type: 'jobseeker' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'email', 'user']);
  });
});

describe('staff overview', () => {
  it('gives staff live counts and refuses everyone else', async () => {
    const overview = (await t.app.inject({ method: 'GET', url: '/api/staff/overview/', headers: auth(staffToken) })).json();
    const seekers = await t.database.db.select().from(users).where(eq(users.userType, 'jobseeker'));
    const orgs = await t.database.db.select().from(employers);
    expect(overview.jobseekers).toBe(seekers.length);
    expect(overview.employers).toBe(orgs.length);
    expect(overview.published_roles).toBeGreaterThan(0);
    expect(overview.matches_by_status).toHaveProperty('hired', 0);
    expect(Object.keys(overview.matches_by_status)).toHaveLength(21);
    const { token } = await signUpToken(t.app);
    const refused = await t.app.inject({ method: 'GET', url: '/api/staff/overview/', headers: auth(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('This needs a staff account.');
  });
});

describe('health and the employee home', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('shows an employee their organization and its roles, and no one else’s', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'Bayview Charter Network' });
    const profile = (await myProfile(t.app, token)).json();
    const org = await t.app.inject({ method: 'GET', url: `/api/employers/${profile.employer_id}/`, headers: auth(token) });
    expect(org.json()).toMatchObject({ id: profile.employer_id, name: 'Bayview Charter Network' });
    await t.database.db.insert(roles).values({ employerId: profile.employer_id, answers: { jobTitle: 'Dean of Students' } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/employer/role/', headers: auth(token) })).json().results;
    expect(list).toEqual([expect.objectContaining({ job_title: 'Dean of Students', status: 'draft' })]);

    const other = await signUpToken(t.app, { user_type: 'employee', organization: 'Elsewhere Schools' });
    const peek = await t.app.inject({ method: 'GET', url: `/api/employers/${profile.employer_id}/`, headers: auth(other.token) });
    expect(peek.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/employer/role/', headers: auth(other.token) })).json().results).toEqual([]);
  });
});

describe('a referred friend joining', () => {
  it('tells the person who invited them, once, in their notifications', async () => {
    const { token } = await signUpToken(t.app, { first_name: 'Ida', last_name: 'Wells' });
    const email = uniqueEmail('Joiner');
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/referrals/',
        headers: auth(token),
        payload: { user: userIdOf(token), first_name: 'Zora', last_name: 'Hurston', email, account_type: 'jobseeker' },
      });
    }
    await signUpToken(t.app, { first_name: 'Zora', last_name: 'Hurston', email: email.toLowerCase() });
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications/notifications/?type=referral_joined', headers: auth(token) })).json().results;
    expect(list).toHaveLength(1);
    expect(list[0].title).toBe('Zora Hurston joined from your invitation. Thank you!');
  });
});
