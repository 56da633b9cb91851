import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { roles } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, completeRole, createRole, getRole, patchRole, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';

let t: TestApp;
let employer: Employee;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Lifecycle Public Schools');
  staff = await staffToken(t);
});
afterAll(() => t.close());

const setStatus = (token: string, uuid: string, status: string) => patchRole(t.app, token, uuid, { status });

function feedback(uuid: string, body: string, question?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/employer/role-feedback/',
    headers: auth(staff),
    payload: { role: uuid, body, ...(question ? { question } : {}) },
  });
}

/** Expects a 409 with a reason matching `reason`, and the role exactly as before. */
async function refused(token: string, uuid: string, status: string, reason: RegExp) {
  const before = (await getRole(t.app, employer.token, uuid)).json();
  const response = await setStatus(token, uuid, status);
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json().detail).toMatch(reason);
  expect((await getRole(t.app, employer.token, uuid)).json()).toEqual(before);
}

/** A role staff approved: open, with the Enhanced tier agreed. */
async function openRole() {
  const role = await completeRole(t.app, employer.token);
  expect((await setStatus(employer.token, role.uuid, 'in_review')).statusCode).toBe(200);
  const approved = await setStatus(staff, role.uuid, 'open');
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json();
}

describe('publishing and review', () => {
  it('publishes only a complete draft, saying which sections are missing', async () => {
    const role = await createRole(t.app, employer.token, { job_title: 'Half done' });
    await refused(
      employer.token,
      role.uuid,
      'in_review',
      /Answer every question before publishing: Role Basics, Education, Work Experience and Skills are not complete yet\./,
    );
  });

  it('goes draft → in review → back to draft with feedback → in review once resolved → open', async () => {
    const role = await completeRole(t.app, employer.token);
    t.clock.advance(60_000);
    const published = await setStatus(employer.token, role.uuid, 'in_review');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'in_review', submitted_at: t.clock.now().toISOString(), published_at: null, agreed_service_tier: null });

    // Waiting for staff: the organisation cannot approve it or take it back.
    await refused(employer.token, role.uuid, 'open', /Staff|staff/);
    await refused(employer.token, role.uuid, 'draft', /with staff for review/);
    // Staff send it back only with feedback saying what to change.
    await refused(staff, role.uuid, 'draft', /Add feedback/);

    const item = await feedback(role.uuid, 'The description should name the grade levels.', 'description');
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json()).toMatchObject({ role: role.uuid, question: 'description', question_label: expect.any(String), is_resolved: false, resolved_at: null });
    const returned = await setStatus(staff, role.uuid, 'draft');
    expect(returned.json()).toMatchObject({ status: 'draft', unresolved_feedback: 1 });
    expect(returned.json().feedback).toEqual([item.json()]);

    // View Staff Feedback: publishing waits until every item is resolved.
    await refused(employer.token, role.uuid, 'in_review', /Resolve the staff feedback before publishing again: 1 item is still open\./);
    const resolved = await t.app.inject({
      method: 'PATCH',
      url: '/api/employer/role-feedback/',
      headers: auth(employer.token),
      payload: { id: item.json().id, is_resolved: true },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ is_resolved: true, resolved_at: t.clock.now().toISOString() });
    expect((await setStatus(employer.token, role.uuid, 'in_review')).statusCode).toBe(200);

    t.clock.advance(60_000);
    const approved = await setStatus(staff, role.uuid, 'open');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'open',
      published_at: t.clock.now().toISOString(),
      agreed_service_tier: 'enhanced',
      agreed_fee_percent: 10,
      expected_fee: { tier: 'enhanced', percent: 10, compensation: 80_000, amount: 8_000, agreed: true },
      unresolved_feedback: 0,
    });
  });

  it('lists the roles waiting for review to staff, across organizations and oldest first, with the organization', async () => {
    const other = await signUpEmployer(t.app, 'Queue Test Charter');
    const first = await completeRole(t.app, employer.token);
    await setStatus(employer.token, first.uuid, 'in_review');
    t.clock.advance(1000);
    const second = await completeRole(t.app, other.token);
    await setStatus(other.token, second.uuid, 'in_review');
    await completeRole(t.app, other.token);

    const queue = await t.app.inject({ method: 'GET', url: '/api/employer/role/?status=in_review', headers: auth(staff) });
    expect(queue.statusCode).toBe(200);
    const results = queue.json().results as { uuid: string; employer: { name: string }; status: string }[];
    expect(results.every((item) => item.status === 'in_review')).toBe(true);
    const mine = results.filter((item) => [first.uuid, second.uuid].includes(item.uuid));
    expect(mine.map((item) => [item.uuid, item.employer.name])).toEqual([
      [first.uuid, 'Lifecycle Public Schools'],
      [second.uuid, 'Queue Test Charter'],
    ]);
    // An organisation's own list never shows another's roles, whatever the filter.
    const own = await t.app.inject({ method: 'GET', url: '/api/employer/role/?status=in_review', headers: auth(other.token) });
    expect(own.json().results.map((item: { uuid: string }) => item.uuid)).toEqual([second.uuid]);
  });

  it('refuses approval without a service tier and asks for one', async () => {
    const role = await completeRole(t.app, employer.token);
    await setStatus(employer.token, role.uuid, 'in_review');
    // A tier missing at approval (answers given under a flow version without the question, say).
    await t.database.db
      .update(roles)
      .set({ answers: sql`${roles.answers} - 'serviceTier'` })
      .where(eq(roles.uuid, role.uuid));
    await refused(staff, role.uuid, 'open', /no service tier yet.*choose one/);
  });
});

describe('after approval', () => {
  it('keeps the agreed tier and fee: a tier change is refused, saying why, and changes nothing', async () => {
    const role = await openRole();
    // Issue 22 item 9: the change used to be saved and then ignored.
    const refusedTier = await patchRole(t.app, employer.token, role.uuid, { service_tier: 'premier_plus', preferred_salary: 100_000 });
    expect(refusedTier.statusCode).toBe(409);
    expect(refusedTier.json()).toEqual({
      service_tier: [
        "This role's service tier was agreed as Enhanced (10% hiring fee) when our staff approved it, so it cannot be changed here. To change the agreement, write to our staff in Messages.",
      ],
      code: 'conflict',
    });
    const unchanged = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(unchanged).toMatchObject({ service_tier: 'enhanced', preferred_salary: 80_000, updated_at: role.updated_at });
    // Sending the same tier again, or another answer, is fine; the fee follows the salary at the agreed percent.
    const changed = await patchRole(t.app, employer.token, role.uuid, { service_tier: 'enhanced', preferred_salary: 100_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      service_tier: 'enhanced',
      agreed_service_tier: 'enhanced',
      agreed_fee_percent: 10,
      expected_fee: { tier: 'enhanced', percent: 10, compensation: 100_000, amount: 10_000, agreed: true },
    });
    // Pausing and reopening does not fix it again.
    await setStatus(employer.token, role.uuid, 'paused');
    const reopened = (await setStatus(employer.token, role.uuid, 'open')).json();
    expect(reopened).toMatchObject({ status: 'open', agreed_service_tier: 'enhanced', agreed_fee_percent: 10, published_at: role.published_at });
  });

  it('pauses, reopens and closes; a closed role stays closed and keeps its answers', async () => {
    const role = await openRole();
    expect((await setStatus(employer.token, role.uuid, 'paused')).json().status).toBe('paused');
    expect((await setStatus(employer.token, role.uuid, 'open')).json().status).toBe('open');
    expect((await setStatus(employer.token, role.uuid, 'paused')).json().status).toBe('paused');
    const closed = (await setStatus(employer.token, role.uuid, 'closed')).json();
    expect(closed).toMatchObject({ status: 'closed', closed_at: t.clock.now().toISOString() });
    await refused(employer.token, role.uuid, 'open', /closed\. Clone it/);
    await refused(employer.token, role.uuid, 'paused', /closed\. Clone it/);
    const edit = await patchRole(t.app, employer.token, role.uuid, { job_title: 'Reused' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toMatch(/Clone it/);
    const again = await openRole();
    expect((await setStatus(employer.token, again.uuid, 'closed')).json().status).toBe('closed');
  });

  it('refuses the moves the lifecycle does not have', async () => {
    const role = await openRole();
    await refused(employer.token, role.uuid, 'draft', /does not go back to draft/);
    await refused(employer.token, role.uuid, 'in_review', /does not go back/);
    await refused(employer.token, role.uuid, 'filled', /hired through one of its matches/);
    await refused(staff, role.uuid, 'paused', /organization pauses, reopens and closes/);
    await refused(staff, role.uuid, 'closed', /organization pauses, reopens and closes/);
    await refused(staff, role.uuid, 'filled', /hired/);

    const draft = await createRole(t.app, employer.token);
    await refused(employer.token, draft.uuid, 'open', /Publish the role first/);
    await refused(employer.token, draft.uuid, 'paused', /Publish the role first/);
    await refused(employer.token, draft.uuid, 'closed', /Delete it instead/);
    await refused(staff, draft.uuid, 'open', /Staff approve roles in review/);
    await refused(staff, draft.uuid, 'in_review', /Staff approve roles in review/);

    const bad = await setStatus(employer.token, draft.uuid, 'archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status[0]).toMatch(/draft, in_review, open, paused, filled, closed/);
  });

  it('treats the status a role already has as no change', async () => {
    const role = await openRole();
    const same = await setStatus(employer.token, role.uuid, 'open');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(role);
  });

  it('opens the matching page to the organization once a role is approved', async () => {
    const fresh = await signUpEmployer(t.app, 'Matching Gate Academy');
    const count = () => t.app.inject({ method: 'GET', url: '/api/employer/new-match-count/', headers: auth(fresh.token) });
    expect((await count()).json().can_access_matching_page).toBe(false);
    const role = await completeRole(t.app, fresh.token);
    await setStatus(fresh.token, role.uuid, 'in_review');
    expect((await count()).json().can_access_matching_page).toBe(false);
    await setStatus(staff, role.uuid, 'open');
    expect((await count()).json().can_access_matching_page).toBe(true);
  });

  it('deletes a closed role but not an open, paused or filled one', async () => {
    const role = await openRole();
    const remove = () => t.app.inject({ method: 'DELETE', url: `/api/employer/role/${role.uuid}/`, headers: auth(employer.token) });
    expect((await remove()).json().detail).toMatch(/Close it before deleting it/);
    await setStatus(employer.token, role.uuid, 'paused');
    expect((await remove()).statusCode).toBe(409);
    await t.database.db.update(roles).set({ status: 'filled' }).where(eq(roles.uuid, role.uuid));
    expect((await remove()).json().detail).toMatch(/record of the hire/);
    await refused(employer.token, role.uuid, 'closed', /filled\. Clone it/);
    await t.database.db.update(roles).set({ status: 'closed' }).where(eq(roles.uuid, role.uuid));
    expect((await remove()).statusCode).toBe(204);
  });
});

describe('feedback items', () => {
  it('name a question of the flow or the whole role, and are checked', async () => {
    const role = await completeRole(t.app, employer.token);
    const bySnake = await feedback(role.uuid, 'Which grades?', 'job_title');
    expect(bySnake.json()).toMatchObject({ question: 'jobTitle' });
    const whole = await feedback(role.uuid, '  Looks good overall.  ');
    expect(whole.json()).toMatchObject({ question: null, question_label: null, body: 'Looks good overall.' });
    const unknown = await feedback(role.uuid, 'Hmm', 'favourite_colour');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().question[0]).toMatch(/Name a question of the role flow/);
    const empty = await feedback(role.uuid, '   ');
    expect(empty.json()).toEqual({ body: ['Write what the organization should change.'], code: 'validation_failed' });
    const long = await feedback(role.uuid, 'x'.repeat(2001));
    expect(long.json()).toEqual({ body: ['Keep feedback to 2000 characters.'], code: 'validation_failed' });
    const noRole = await t.app.inject({ method: 'POST', url: '/api/employer/role-feedback/', headers: auth(staff), payload: { body: 'Where?' } });
    expect(noRole.json()).toHaveProperty('role');
    const missingRole = await feedback('00000000-0000-4000-8000-000000000000', 'Hello');
    expect(missingRole.statusCode).toBe(404);

    const body = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(body.unresolved_feedback).toBe(2);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/employer/role/', headers: auth(employer.token) }))
      .json()
      .results.find((item: { uuid: string }) => item.uuid === role.uuid);
    expect(listed).toMatchObject({ feedback_count: 2, unresolved_feedback: 2 });

    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/role-feedback/${bySnake.json().id}/`,
      headers: auth(employer.token),
      payload: { is_resolved: 'yes' },
    });
    expect(bad.json()).toEqual({ is_resolved: ['Send true or false.'], code: 'validation_failed' });
    const rewrite = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/role-feedback/${bySnake.json().id}/`,
      headers: auth(employer.token),
      payload: { body: 'Mine now' },
    });
    expect(rewrite.statusCode).toBe(400);
    const staffEdit = await t.app.inject({
      method: 'PATCH',
      url: `/api/employer/role-feedback/${bySnake.json().id}/`,
      headers: auth(staff),
      payload: { body: 'Which grade levels?' },
    });
    expect(staffEdit.json()).toMatchObject({ body: 'Which grade levels?', is_resolved: false });
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/employer/role-feedback/999999/', headers: auth(staff), payload: { is_resolved: true } });
    expect(missing.statusCode).toBe(404);
  });
});
