// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFlowVersion } from '../../../../../scripts/lib/schema-files';
import type { RoleStatus } from '../../../../../src/shared/role-statuses';
import type { roleFeedbackWireSchema } from '../../../../../src/shared/wire/role-feedback-wire';
import type { roleWireSchema } from '../../../../../src/shared/wire/role-wire';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';
import { signInShell, type Routes } from '../../support/shell';
import type { FromSchema } from 'json-schema-to-ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
});
afterEach(cleanup);

const ROLE_FLOW = { 'GET /api/flows/role/?version=1': { status: 200, body: { flow: loadFlowVersion('role', 1) } } };

function roleBody(
  overrides: Partial<FromSchema<typeof roleWireSchema>> = {},
  feedback: FromSchema<typeof roleFeedbackWireSchema>[] = [],
): FromSchema<typeof roleWireSchema> {
  return {
    id: 12,
    uuid: 'r-9',
    employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside' },
    status: 'in_review',
    cloned_from: null,
    agreed_service_tier: null,
    agreed_fee_percent: null,
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-05T00:00:00.000Z',
    submitted_at: '2026-03-05T00:00:00.000Z',
    published_at: null,
    closed_at: null,
    flow_version: 1,
    completion: 100,
    completed_sections: [],
    sections: [],
    feedback,
    unresolved_feedback: feedback.filter((item) => !item.is_resolved).length,
    expected_fee: { tier: 'enhanced', percent: 10, compensation: 90000, amount: 9000, agreed: false, hourly_rate: null, hours_per_week: null },
    job_title: 'Math Coach',
    description: 'Coach the math teachers of two campuses.',
    role_type: ['full_time', 'contracted'],
    geographic_requirement: 'remote',
    preferred_salary: 90000,
    service_tier: 'enhanced',
    teamwork_approach: 'shared',
    languages: [{ id: 5, name: 'spanish', role: 'required' }],
    education_preferences: { id: 12, undergrad_degree_requirement: 'yes', graduate_degree_requirement: 'no', has_college_preference: false },
    work_experience_preferences: { id: 12, requires_managing_others: false },
    ...overrides,
  } satisfies FromSchema<typeof roleWireSchema>;
}

function signIn(routes: Routes): void {
  signInShell(server, 'staff', { routes: { ...ROLE_FLOW, ...routes } });
}

// Whole-app renders with the real flow files: slower than 5 s in happy-dom when the suite runs on two busy cores.
describe('staff role review', { timeout: 20_000 }, () => {
  it('lists the roles waiting for review, longest-waiting first, each with Review', async () => {
    signIn({
      'GET /api/employer/role/?status=in_review': {
        status: 200,
        body: {
          results: [
            {
              uuid: 'r-2',
              status: 'in_review',
              job_title: 'Principal',
              employer: { id: 4, name: 'Hillside Schools', slug: 'hillside' },
              created_at: '2026-02-01T00:00:00.000Z',
              submitted_at: '2026-03-06T00:00:00.000Z',
            },
            {
              uuid: 'r-9',
              status: 'in_review',
              job_title: 'Math Coach',
              employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside' },
              created_at: '2026-02-01T00:00:00.000Z',
              submitted_at: '2026-03-05T00:00:00.000Z',
            },
          ],
        },
      },
    });
    const app = renderApp('/review/roles');
    const list = within(await screen.findByRole('list', { name: 'Roles waiting for review' }));
    const [first, second] = list.getAllByRole('listitem');
    expect(first!.textContent).toContain('Math Coach');
    expect(first!.textContent).toContain('Lakeside Charter Network');
    // Sent at midnight UTC: the evening before in the marketplace's time zone (America/New_York).
    expect(first!.textContent).toContain('Sent for review Mar 4, 2026');
    expect(second!.textContent).toContain('Principal');
    fireEvent.click(within(first!).getByRole('link', { name: 'Review' }));
    await waitFor(() => expect(app.currentPath()).toBe('/review/roles/r-9'));
  });

  it('says when no role is waiting', async () => {
    signIn({ 'GET /api/employer/role/?status=in_review': { status: 200, body: { results: [] } } });
    renderApp('/review/roles');
    expect(await screen.findByText('No roles are waiting for review.')).toBeTruthy();
  });

  it('shows every answer read-only by section, under its question, in words', async () => {
    signIn({ 'GET /api/employer/role/r-9/': { status: 200, body: roleBody() } });
    renderApp('/review/roles/r-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review: Math Coach' })).toBeTruthy();
    const basics = within(screen.getByRole('region', { name: 'Role Basics' }));
    const answerOf = (region: typeof basics, label: string) => region.getByRole('listitem', { name: label }).querySelector('h3 + p')?.textContent;
    expect(answerOf(basics, 'What is the job title?')).toBe('Math Coach');
    expect(answerOf(basics, 'What type of role is it?')).toBe('Full-time, Contract');
    expect(answerOf(basics, 'Where can the role be done from?')).toBe('Fully remote, no location requirement');
    expect(answerOf(basics, 'Preferred annual salary')).toBe('$90,000');
    expect(answerOf(basics, 'How does the team share work?')).toBe('Shared');
    expect(answerOf(basics, 'Describe the role')).toBe('Coach the math teachers of two campuses.');
    const education = within(screen.getByRole('region', { name: 'Education' }));
    expect(answerOf(education, 'Is an undergraduate degree required?')).toBe('Required');
    expect(answerOf(education, 'Do you prefer candidates from particular colleges?')).toBe('No');
    const skills = within(screen.getByRole('region', { name: 'Skills' }));
    expect(answerOf(skills, 'Which languages does the role need?')).toBe('Spanish · Required');
    expect(answerOf(skills, 'Which skills does the role need, and at what level?')).toBe('Not answered');
    expect(screen.getByText('Enhanced · 10% hiring fee')).toBeTruthy();
    // Read-only: the one box to type into is the feedback on the whole role.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('id') && document.querySelector(`label[for="${box.id}"]`)?.textContent)).toEqual([
      'Feedback on the whole role',
    ]);
  });

  it('sends feedback on one question and on the whole role, and shows it', async () => {
    const feedback: FromSchema<typeof roleFeedbackWireSchema>[] = [];
    signIn({
      'GET /api/employer/role/r-9/': () => ({ status: 200, body: roleBody({}, feedback) }),
      'POST /api/employer/role-feedback/': (request) => {
        const body = request.body as { question?: string; body: string };
        const item = {
          id: 40 + feedback.length,
          role: 'r-9',
          question: body.question ?? null,
          question_label: body.question === undefined ? null : 'What is the job title?',
          body: body.body,
          is_resolved: false,
          created_at: '2026-03-06T00:00:00.000Z',
          resolved_at: null,
        } satisfies FromSchema<typeof roleFeedbackWireSchema>;
        feedback.push(item);
        return { status: 201, body: item };
      },
    });
    renderApp('/review/roles/r-9');
    const question = within(await screen.findByRole('listitem', { name: 'What is the job title?' }));
    fireEvent.click(question.getByRole('button', { name: 'Add feedback on What is the job title?' }));
    expect(document.activeElement).toBe(question.getByRole('textbox', { name: 'Feedback on What is the job title?' }));
    fireEvent.click(question.getByRole('button', { name: 'Send feedback on What is the job title?' }));
    expect(await question.findByText('Write the feedback first.')).toBeTruthy();
    fireEvent.change(question.getByRole('textbox', { name: 'Feedback on What is the job title?' }), { target: { value: 'Use the title your district uses.' } });
    fireEvent.click(question.getByRole('button', { name: 'Send feedback on What is the job title?' }));
    const sent = within(await question.findByRole('list', { name: 'Staff feedback' }));
    expect(sent.getByText('Use the title your district uses.')).toBeTruthy();
    expect(question.queryByRole('textbox')).toBeNull();

    const whole = within(screen.getByRole('region', { name: 'The whole role' }));
    fireEvent.change(whole.getByRole('textbox', { name: 'Feedback on the whole role' }), { target: { value: 'Choose a service tier.' } });
    fireEvent.click(whole.getByRole('button', { name: 'Send feedback on the whole role' }));
    expect(within(await whole.findByRole('list', { name: 'Staff feedback' })).getByText('Choose a service tier.')).toBeTruthy();
    expect((whole.getByRole('textbox', { name: 'Feedback on the whole role' }) as HTMLTextAreaElement).value).toBe('');
    expect(received(server, 'POST /api/employer/role-feedback/').map((request) => request.body)).toEqual([
      { role: 'r-9', question: 'jobTitle', body: 'Use the title your district uses.' },
      { role: 'r-9', body: 'Choose a service tier.' },
    ]);
  });

  it('approves after confirming, fixing the tier; returning to draft waits for feedback', async () => {
    let status: RoleStatus = 'in_review';
    signIn({
      'GET /api/employer/role/r-9/': () => ({ status: 200, body: roleBody({ status }) }),
      'PATCH /api/employer/role/r-9/': (request) => {
        status = (request.body as { status: RoleStatus }).status;
        return { status: 200, body: roleBody({ status, agreed_service_tier: 'enhanced', agreed_fee_percent: 10 }) };
      },
    });
    renderApp('/review/roles/r-9');
    const decision = within(await screen.findByRole('region', { name: 'Decision' }));
    expect((decision.getByRole('button', { name: 'Return to draft' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(decision.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve “Math Coach”?' }));
    expect(dialog.getByText(/Enhanced \(10% hiring fee\) is fixed as the agreed service tier and fee/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Approve role' }));
    expect(await decision.findByText('Approved: the role is open for matching.')).toBeTruthy();
    expect(received(server, 'PATCH /api/employer/role/r-9/').map((request) => request.body)).toEqual([{ status: 'open' }]);
    expect(decision.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(await screen.findByText('Enhanced · 10% hiring fee')).toBeTruthy();
  });

  it('returns a role with open feedback to draft', async () => {
    const feedback: FromSchema<typeof roleFeedbackWireSchema>[] = [
      {
        id: 41,
        role: 'r-9',
        question: null,
        question_label: null,
        body: 'Choose a service tier.',
        is_resolved: false,
        created_at: '2026-03-06T00:00:00.000Z',
        resolved_at: null,
      },
    ];
    signIn({
      'GET /api/employer/role/r-9/': { status: 200, body: roleBody({}, feedback) },
      'PATCH /api/employer/role/r-9/': { status: 200, body: roleBody({ status: 'draft' }, feedback) },
    });
    renderApp('/review/roles/r-9');
    const decision = within(await screen.findByRole('region', { name: 'Decision' }));
    expect(decision.getByText(/1 unresolved feedback item will go back to the employer/)).toBeTruthy();
    fireEvent.click(decision.getByRole('button', { name: 'Return to draft' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Return “Math Coach” to draft?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Return to draft' }));
    expect(await decision.findByText(/Returned to draft/)).toBeTruthy();
    expect(received(server, 'PATCH /api/employer/role/r-9/').map((request) => request.body)).toEqual([{ status: 'draft' }]);
  });

  it('says when the role does not exist', async () => {
    signIn({});
    renderApp('/review/roles/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Role not found' })).toBeTruthy();
  });
});
