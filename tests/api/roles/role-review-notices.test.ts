import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages, users } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, completeRole, coworkerOf, patchRole, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get } from '../support/match-helpers';

let t: TestApp;
let staff: string;
let admin: Employee;
let editor: Employee;
let viewer: Employee;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  admin = await signUpEmployer(t.app, 'Review Notice Academy');
  editor = await coworkerOf(t, admin.employerId, { canEditRoles: true });
  viewer = await coworkerOf(t, admin.employerId, { canEditRoles: false });
});
afterAll(() => t.close());

const feedback = (uuid: string, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/employer/role-feedback/', headers: auth(staff), payload: { role: uuid, body } });
/** The person's notifications about roles (sign-up's welcome aside). */
const bell = async (person: Employee) =>
  ((await get(t, person.token, '/api/notifications/notifications/')).json().results as { title: string; type: string; action_url: string }[])
    .filter(({ type }) => type.startsWith('role_'))
    .map(({ title, type, action_url }) => ({ title, type, action_url }));
const mailsTo = async (person: Employee) => {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, person.userId));
  const mails = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, row!.email)).orderBy(outboxMessages.id);
  return mails.filter((mail) => mail.subject !== 'Confirm your e-mail address').map((mail) => ({ subject: mail.subject, body: mail.body, link: mail.link }));
};

describe("staff's review of a role reaches the people who edit it, by bell and e-mail", () => {
  it('tells of the return to draft with feedback, then of the approval; not those who cannot edit roles', async () => {
    const role = await completeRole(t.app, admin.token, { jobTitle: 'Director of Curriculum' });
    expect((await patchRole(t.app, admin.token, role.uuid, { status: 'in_review' })).statusCode).toBe(200);
    const item = await feedback(role.uuid, 'Name the grade levels in the description.');
    expect(item.statusCode, item.body).toBe(201);
    // While the role is with staff, feedback waits for the verdict: nothing yet.
    expect(await bell(admin)).toEqual([]);

    expect((await patchRole(t.app, staff, role.uuid, { status: 'draft' })).statusCode).toBe(200);
    const returned = { title: 'Director of Curriculum came back with staff feedback', type: 'role_feedback', action_url: `/role/${role.uuid}` };
    for (const person of [admin, editor]) {
      expect(await bell(person)).toEqual([returned]);
      const [mail] = await mailsTo(person);
      expect(mail).toMatchObject({ subject: 'Staff feedback on Director of Curriculum', link: `http://localhost:3000/role/${role.uuid}` });
      expect(mail!.body).toContain('sent it back with 1 item of feedback. Open the role, resolve each item, and publish it again.');
    }
    expect(await bell(viewer)).toEqual([]);
    expect(await mailsTo(viewer)).toEqual([]);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/employer/role-feedback/',
      headers: auth(admin.token),
      payload: { id: item.json().id, is_resolved: true },
    });
    expect((await patchRole(t.app, admin.token, role.uuid, { status: 'in_review' })).statusCode).toBe(200);
    expect((await patchRole(t.app, staff, role.uuid, { status: 'open' })).statusCode).toBe(200);
    expect((await bell(editor))[0]).toEqual({
      title: 'Director of Curriculum was approved and is open',
      type: 'role_approved',
      action_url: `/role/${role.uuid}`,
    });
    expect((await mailsTo(editor)).at(-1)).toMatchObject({ subject: 'Director of Curriculum is open to candidates' });

    // Feedback on a role that is not in review is news at once, and the e-mail carries it.
    expect((await feedback(role.uuid, 'Add the salary range to the description.')).statusCode).toBe(201);
    expect((await bell(admin))[0]).toEqual({ title: 'Staff feedback on Director of Curriculum', type: 'role_feedback', action_url: `/role/${role.uuid}` });
    expect((await mailsTo(admin)).at(-1)!.body).toContain('Add the salary range to the description.');
    expect(await bell(viewer)).toEqual([]);
  });
});

describe("an employee's welcome", () => {
  it('leads to the company dashboard, not to a job seeker profile', async () => {
    const results = (await get(t, admin.token, '/api/notifications/notifications/?type=welcome')).json().results as { title: string; action_url: string }[];
    expect(results).toEqual([
      expect.objectContaining({
        title: "Welcome, Ada! Complete your organization's profile, then describe the roles you are hiring for.",
        action_url: '/dashboard',
      }),
    ]);
  });
});
