// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { signInShell, type Routes } from '../../support/shell';
import { wireMatch } from './match-wire';
import type { matchEventsWireSchema } from '../../../../../src/shared/wire/match-wire';
import type { matchCandidateWireSchema } from '../../../../../src/shared/wire/match-candidate-wire';
import type { newMatchCountWireSchema } from '../../../../../src/shared/wire/matching-new-match-count-wire';
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

const EMPLOYEE = { user_type: 'employee', employer_id: 3, job_title: 'Principal', can_access_matching: true };

function roleSummary(uuid: string, title: string, status = 'open'): Record<string, unknown> {
  return { uuid, status, job_title: title, title, created_at: '2026-10-01T10:00:00.000Z' };
}

/** GET /api/employer/role/{uuid}/ as the candidates page reads it: title, status and the agreed fee. */
function roleBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 1,
    uuid: 'r-1',
    status: 'open',
    job_title: 'Grade 5 Teacher',
    employer: { id: 3, name: 'Lakeside Charter Network', slug: 'lakeside-charter-network' },
    agreed_service_tier: 'enhanced',
    agreed_fee_percent: '10.00',
    created_at: '2026-10-01T10:00:00.000Z',
    updated_at: '2026-10-01T10:00:00.000Z',
    completion: 100,
    completed_sections: [],
    sections: [],
    feedback: [],
    unresolved_feedback: 0,
    expected_fee: null,
    ...overrides,
  };
}

const CANDIDATE = {
  jobseeker: 40,
  first_name: 'Ada',
  last_name: 'Byron',
  headline: 'Grade 5 teacher with 8 years in charter schools',
  summary: [
    { label: 'Functional areas', value: 'Teaching; Curriculum' },
    { label: 'Highest degree', value: "Master's" },
  ],
  score: null,
  reasons: [],
  unmet_requirements: ['French'],
  starts_late: false,
} satisfies FromSchema<typeof matchCandidateWireSchema>;

const EVENTS = [
  {
    id: 1,
    actor: { id: 2, first_name: 'Sam', last_name: 'Staff', user_type: 'staff' },
    from_status: null,
    to_status: 'confirm_match',
    note: null,
    created_at: '2026-11-01T10:00:00.000Z',
  },
  {
    id: 2,
    actor: { id: 2, first_name: 'Sam', last_name: 'Staff', user_type: 'staff' },
    from_status: 'jobseeker_accept',
    to_status: 'pending_employer_review',
    note: 'A strong fit.',
    created_at: '2026-11-02T10:00:00.000Z',
  },
] satisfies FromSchema<typeof matchEventsWireSchema>;

function signIn(options: { profile?: Record<string, unknown>; routes?: Routes; canAccessMatchingPage?: boolean } = {}): void {
  signInShell(server, 'employee', {
    profile: { ...EMPLOYEE, ...options.profile },
    routes: {
      'GET /api/employer/new-match-count/': {
        status: 200,
        body: { count: 2, can_access_matching_page: options.canAccessMatchingPage ?? true } satisfies FromSchema<typeof newMatchCountWireSchema>,
      },
      ...options.routes,
    },
  });
}

/** The routes of the candidates page of role r-1 with these matches; PATCH answers with the moved match. */
function rolePageRoutes(matches: Record<string, unknown>[], extra: Routes = {}): Routes {
  const routes: Routes = {
    'GET /api/employer/role/r-1/': { status: 200, body: roleBody() },
    'GET /api/matches/?role=r-1': { status: 200, body: { count: matches.length, results: matches } },
  };
  for (const match of matches) {
    const id = String(match.id);
    routes[`GET /api/matches/${id}/candidate/`] = {
      status: 200,
      body: { ...CANDIDATE, first_name: match.jobseeker_first_name, last_name: match.jobseeker_last_name },
    };
    routes[`GET /api/matches/${id}/events/`] = { status: 200, body: EVENTS };
    routes[`POST /api/matches/${id}/seen/`] = { status: 204 };
    routes[`PATCH /api/matches/${id}/`] = (request) => ({ status: 200, body: { ...match, ...(request.body as Record<string, unknown>) } });
  }
  return { ...routes, ...extra };
}

describe('employer matching dashboard (/matching)', () => {
  it("lists the organization's roles with their candidates counted by stage", async () => {
    signIn({
      routes: {
        'GET /api/employer/role/': {
          status: 200,
          body: { results: [roleSummary('r-1', 'Grade 5 Teacher'), roleSummary('r-2', 'Math Coach'), roleSummary('r-3', 'Draft role', 'draft')] },
        },
        'GET /api/matches/': {
          status: 200,
          body: {
            results: [
              wireMatch({ id: 5 }),
              wireMatch({ id: 6, status: 'initial_interview', seen: true }),
              wireMatch({ id: 7, status: 'employer_reject', archived: true, waiting_on: 'none', seen: true }),
            ],
          },
        },
      },
    });
    renderApp('/matching');
    await screen.findByRole('heading', { level: 1, name: 'Matches' });
    const list = await screen.findByRole('list', { name: 'Roles with candidates' });
    // The roles list adds the open role still without candidates when it arrives.
    await within(list).findByRole('listitem', { name: 'Math Coach' });
    const teacher = within(within(list).getByRole('listitem', { name: 'Grade 5 Teacher' }));
    expect(teacher.getByText('1 new candidate')).toBeTruthy();
    const stages = within(teacher.getByLabelText('Candidates of Grade 5 Teacher by stage'));
    const count = (label: string): string | null | undefined => stages.getByText(label).nextElementSibling?.textContent;
    expect([count('To review'), count('Interviewing'), count('Offer extended'), count('Hired'), count('Archived')]).toEqual(['1', '1', '0', '0', '1']);
    expect(teacher.getByRole('link', { name: 'View candidates' }).getAttribute('href')).toBe('/matching/r-1');
    // An open role without candidates is shown as waiting; a draft is not matchable and not shown.
    const coach = within(within(list).getByRole('listitem', { name: 'Math Coach' }));
    expect(coach.getByText(/No candidates yet/)).toBeTruthy();
    expect(within(list).queryByRole('listitem', { name: 'Draft role' })).toBeNull();
    expect(screen.getByText('2 active candidates across 2 roles.')).toBeTruthy();
  });

  it('counts a hire apart from the active candidates once the only candidate was hired (issue 35 item 7)', async () => {
    signIn({
      routes: {
        'GET /api/employer/role/': { status: 200, body: { results: [roleSummary('r-1', 'Grade 5 Teacher', 'filled')] } },
        'GET /api/matches/': { status: 200, body: { results: [wireMatch({ id: 5, status: 'hired', waiting_on: 'none', seen: true })] } },
      },
    });
    renderApp('/matching');
    expect(await screen.findByText('No active candidates across 1 role; 1 hired.')).toBeTruthy();
    expect(screen.queryByText(/1 active candidate/)).toBeNull();
  });

  it('says there are no candidates yet when nothing is matched', async () => {
    signIn({ routes: { 'GET /api/matches/': { status: 200, body: { results: [] } } } });
    renderApp('/matching');
    expect(await screen.findByText(/No candidates yet. When our team confirms a job seeker/)).toBeTruthy();
  });

  it('says the candidates could not be loaded and tries again', async () => {
    let calls = 0;
    signIn({
      routes: {
        'GET /api/matches/': () => {
          calls += 1;
          return calls === 1 ? { status: 403, body: { detail: 'You do not have matching access.' } } : { status: 200, body: { results: [wireMatch()] } };
        },
        'GET /api/employer/role/': { status: 200, body: { results: [roleSummary('r-1', 'Grade 5 Teacher')] } },
      },
    });
    renderApp('/matching');
    expect(await screen.findByText('Your candidates could not be loaded. You do not have matching access.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Grade 5 Teacher' })).toBeTruthy();
  });

  it('without Matching access says how to get it and asks for no matches', async () => {
    signIn({ profile: { can_access_matching: false } });
    renderApp('/matching');
    expect(await screen.findByText(/You do not have access to matching. A team administrator/)).toBeTruthy();
    expect(received(server, 'GET /api/matches/')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Roles with candidates' })).toBeNull();
  });

  it('with no published role (the server says no) explains that matching opens on publishing', async () => {
    signIn({ canAccessMatchingPage: false });
    renderApp('/matching');
    expect(await screen.findByText(/Matching opens once one of your roles is published/)).toBeTruthy();
    expect(received(server, 'GET /api/matches/')).toHaveLength(0);
  });
});

describe('candidates of a role (/matching/:activeRole)', () => {
  it('groups the candidates by stage and opens one: profile summary, history, and it is marked seen', async () => {
    signIn({
      routes: rolePageRoutes([
        wireMatch({ id: 5 }),
        wireMatch({ id: 6, status: 'phone_screen', jobseeker_first_name: 'Grace', jobseeker_last_name: 'Hopper', seen: true }),
        wireMatch({
          id: 7,
          status: 'employer_reject',
          archived: true,
          waiting_on: 'none',
          jobseeker_first_name: 'Alan',
          jobseeker_last_name: 'Turing',
          seen: true,
        }),
      ]),
    });
    const app = renderApp('/matching/r-1');
    await screen.findByRole('heading', { level: 1, name: 'Grade 5 Teacher' });
    const stages = screen.getByRole('navigation', { name: 'Candidates by stage' });
    expect(
      within(stages)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['To review (1)', 'Interviewing (1)', 'Archived (1)']);
    expect(within(within(stages).getByRole('region', { name: 'Interviewing' })).getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Choose a candidate to see their profile and move them on.')).toBeTruthy();

    fireEvent.click(within(stages).getByRole('button', { name: /Ada Byron/ }));
    const panel = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    expect(app.currentPath()).toBe('/matching/r-1?match=5');
    // Chosen from the list: the name takes focus (on a phone the panel is below the list).
    await waitFor(() => expect(document.activeElement).toBe(panel.getByRole('heading', { level: 2, name: 'Ada Byron' })));
    expect(await panel.findByText('Grade 5 teacher with 8 years in charter schools')).toBeTruthy();
    // A requirement the candidate lacks is said in words, not left to the score's reasons.
    expect(panel.getByText('Does not meet a requirement: French')).toBeTruthy();
    expect(panel.getByText('Teaching; Curriculum')).toBeTruthy();
    expect(panel.getByText('Match score 82 of 100')).toBeTruthy();
    const history = within(await panel.findByRole('list', { name: 'History' }));
    expect(history.getByText(/Job seeker accept → Pending employer review · Our team/)).toBeTruthy();
    expect(history.getByText('“A strong fit.”')).toBeTruthy();

    await waitFor(() => expect(received(server, 'POST /api/matches/5/seen/')).toHaveLength(1));
    // The top bar's count is asked for again after it, so it drops.
    const seenAt = server.requests.findIndex((request) => request.url === '/api/matches/5/seen/');
    await waitFor(() => expect(server.requests.slice(seenAt).some((request) => request.url === '/api/employer/new-match-count/')).toBe(true));
    // Seen matches are not marked again.
    fireEvent.click(within(stages).getByRole('button', { name: /Grace Hopper/ }));
    await screen.findByRole('region', { name: 'Candidate Grace Hopper' });
    expect(received(server, 'POST /api/matches/6/seen/')).toHaveLength(0);
  });

  it('moves a candidate forward to a later interview stage, skipping stages, with a note', async () => {
    signIn({ routes: rolePageRoutes([wireMatch({ id: 5, status: 'resume_review' })]) });
    renderApp('/matching/r-1?match=5');
    const panel = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    const stage = panel.getByRole('combobox', { name: 'Next stage' });
    // Only later stages are offered.
    expect(
      within(stage)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Phone screen',
      'Confirm interview slot',
      'Initial interview',
      'Performance task',
      'Second round interview',
      'Team interview',
      'Task presentation',
      'Final interview',
      'Reference check',
    ]);
    fireEvent.change(stage, { target: { value: 'initial_interview' } });
    fireEvent.change(panel.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Great resume.' } });
    fireEvent.click(panel.getByRole('button', { name: 'Move to stage' }));
    await waitFor(() => expect(received(server, 'PATCH /api/matches/5/')).toHaveLength(1));
    expect(received(server, 'PATCH /api/matches/5/')[0]!.body).toEqual({ status: 'initial_interview', note: 'Great resume.' });
    expect(await screen.findByText('Ada Byron moved to Initial interview.')).toBeTruthy();
  });

  it("shows the server's refusal (409) in the dialog and keeps it open", async () => {
    const refusal = 'Another candidate already holds an offer for this role. One candidate at a time may hold an offer or be hired: settle that offer first.';
    signIn({
      routes: rolePageRoutes([wireMatch({ id: 5, status: 'final_interview' })], { 'PATCH /api/matches/5/': { status: 409, body: { detail: refusal } } }),
    });
    renderApp('/matching/r-1?match=5');
    const panel = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    fireEvent.click(panel.getByRole('button', { name: 'Extend offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Extend an offer to Ada Byron?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Extend offer' }));
    expect(await dialog.findByRole('alert')).toHaveProperty('textContent', refusal);
    expect(received(server, 'PATCH /api/matches/5/')[0]!.body).toEqual({ status: 'offer_extended' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a 403 refusal of a stage move under the form', async () => {
    signIn({
      routes: rolePageRoutes([wireMatch({ id: 5 })], { 'PATCH /api/matches/5/': { status: 403, body: { detail: 'Only staff set "Confirm match".' } } }),
    });
    renderApp('/matching/r-1?match=5');
    const panel = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    fireEvent.click(panel.getByRole('button', { name: 'Move to stage' }));
    expect((await panel.findByRole('alert')).textContent).toBe('Only staff set "Confirm match".');
  });

  it('rejects a candidate with a note', async () => {
    signIn({ routes: rolePageRoutes([wireMatch({ id: 5, status: 'phone_screen' })]) });
    renderApp('/matching/r-1?match=5');
    const panel = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    fireEvent.click(panel.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Ada Byron?' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'Needs more experience.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(received(server, 'PATCH /api/matches/5/')).toHaveLength(1));
    expect(received(server, 'PATCH /api/matches/5/')[0]!.body).toEqual({ status: 'employer_reject', note: 'Needs more experience.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('hires: asks the first-year salary, shows the placement fee, sends it with the hire and goes back to /matching', async () => {
    signIn({
      routes: {
        ...rolePageRoutes([wireMatch({ id: 5, status: 'offer_extended', waiting_on: 'jobseeker' })], {
          'PATCH /api/matches/5/': {
            status: 200,
            body: wireMatch({ id: 5, status: 'hired', waiting_on: 'none', first_year_salary: 90000, placement_fee: 9000 }),
          },
        }),
        'GET /api/matches/': { status: 200, body: { results: [] } },
      },
    });
    const app = renderApp('/matching/r-1?match=5');
    const panel = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    // From an offer: hire, the candidate's refusal, or reject; no more interview stages.
    expect(panel.queryByRole('combobox', { name: 'Next stage' })).toBeNull();
    expect(panel.getByRole('button', { name: 'Offer declined' })).toBeTruthy();
    fireEvent.click(panel.getByRole('button', { name: 'Hire' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hire Ada Byron?' }));
    expect(dialog.getByText('The placement fee is 10% of the first-year salary.')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Hire' }));
    expect(await dialog.findByText('Enter the first-year salary: the placement fee is worked out from it.')).toBeTruthy();
    expect(received(server, 'PATCH /api/matches/5/')).toHaveLength(0);

    fireEvent.change(dialog.getByRole('textbox', { name: 'First-year salary' }), { target: { value: '90,000' } });
    expect(dialog.getByText('Placement fee (10% of $90,000): $9,000.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(app.currentPath()).toBe('/matching'));
    expect(received(server, 'PATCH /api/matches/5/')[0]!.body).toEqual({ status: 'hired', first_year_salary: 90000 });
    expect(await screen.findByText('Ada Byron is hired for Grade 5 Teacher. Placement fee: $9,000.')).toBeTruthy();
  });

  it('offers no moves for an archived or hired match', async () => {
    signIn({
      routes: rolePageRoutes([
        wireMatch({ id: 5, status: 'employer_reject', archived: true, waiting_on: 'none', seen: true }),
        wireMatch({
          id: 6,
          status: 'hired',
          waiting_on: 'none',
          placement_fee: 9000,
          jobseeker_first_name: 'Grace',
          jobseeker_last_name: 'Hopper',
          seen: true,
        }),
      ]),
    });
    renderApp('/matching/r-1?match=5');
    const archived = within(await screen.findByRole('region', { name: 'Candidate Ada Byron' }));
    expect(archived.getByText('This match has ended. Only our team can reopen it.')).toBeTruthy();
    expect(archived.queryByRole('button', { name: 'Reject' })).toBeNull();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Candidates by stage' })).getByRole('button', { name: /Grace Hopper/ }));
    const hired = within(await screen.findByRole('region', { name: 'Candidate Grace Hopper' }));
    expect(hired.getByText('Hired; placement fee $9,000. Nothing more to do here.')).toBeTruthy();
  });

  it('says so when the role has no candidates yet', async () => {
    signIn({ routes: rolePageRoutes([]) });
    renderApp('/matching/r-1');
    expect(await screen.findByText(/No candidates for this role yet/)).toBeTruthy();
  });

  it('says the candidates could not be loaded', async () => {
    signIn({ routes: rolePageRoutes([], { 'GET /api/matches/?role=r-1': { status: 400, body: { role: ['Not a role of yours.'] } } }) });
    renderApp('/matching/r-1');
    expect(await screen.findByText('The candidates could not be loaded. Not a role of yours.')).toBeTruthy();
  });

  it("says so when the role is not one of the organization's (or the address is wrong)", async () => {
    signIn({
      routes: {
        'GET /api/employer/role/not-a-role/': { status: 404, body: { detail: 'No such role.' } },
        'GET /api/matches/?role=not-a-role': { status: 400, body: { role: ["Give the role's uuid, e.g. role=3f0c…"] } },
      },
    });
    renderApp('/matching/not-a-role');
    expect(await screen.findByText(/This role was not found among your organization's roles/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to matches' }).getAttribute('href')).toBe('/matching');
  });

  it('is refused without Matching access, with the reason and no candidates asked for', async () => {
    signIn({ profile: { can_access_matching: false }, routes: rolePageRoutes([wireMatch()]) });
    renderApp('/matching/r-1');
    expect(await screen.findByText(/You do not have access to matching/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeTruthy();
    expect(received(server, 'GET /api/matches/?role=r-1')).toHaveLength(0);
  });
});
