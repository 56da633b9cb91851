// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { jobBoardItemWireSchema } from '../../../../../src/shared/wire/job-board-wire';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { setViewportWidth, signInShell, USER_ID, type ShellOptions } from '../../support/shell';
import { renderApp } from '../../support/render-app';
import { jobseekerFlowRoutes } from '../../support/jobseeker-flow-replies';
import type { FromSchema } from 'json-schema-to-ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  setViewportWidth(1280);
});
afterEach(cleanup);

const SETTINGS = `GET /api/my-settings/${USER_ID}/`;
const JOBS = 'GET /api/trulyhired/jobs/';
const REFERRALS = 'POST /api/referrals/';

const FLOW = 'GET /api/flows/jobseeker/?version=1';
const MY_ANSWERS = 'GET /api/my-answers/jobseeker/';

/** The job seeker flow's sections as the server sends them with the profile. */
const SECTIONS = [
  { name: 'Core Profile', path: '/profile/can_work_in_us' },
  { name: 'Job Seeking Preferences', path: '/profile/job_seeking_status' },
  { name: 'Professional Experience', path: '/profile/has_managed' },
  { name: 'Demographics', path: '/profile/gender' },
  { name: 'Workplace Preferences', path: '/profile/teamwork_approach' },
  { name: 'Affiliations', path: '/profile/affiliations' },
];

/** The dashboard with the real job seeker flow and no answers yet, unless `options.routes` says otherwise. */
async function openDashboard(options: ShellOptions = {}, path = '/dashboard') {
  signInShell(server, 'jobseeker', { ...options, routes: { ...jobseekerFlowRoutes(), ...options.routes } });
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  // The job board and the invitations are drawn after the rest, the newsletter last.
  await screen.findByRole('region', { name: 'Our newsletter' });
  return app;
}

const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString();

describe('job seeker dashboard', () => {
  it('greets by first name, focuses the heading and shows every profile section with its state', async () => {
    await openDashboard({ profile: { first_name: 'Priya', completed_sections: ['Core Profile', 'Demographics'], profile_sections: SECTIONS } });
    // The screen's code arrives on its own; its heading takes the focus once it has mounted.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Dashboard' })));
    expect(screen.getByText('Hi, Priya')).toBeTruthy();
    expect(await screen.findByText('2 of 6 sections complete.')).toBeTruthy();
    const sections = within(screen.getByRole('region', { name: 'Your profile' }))
      .getAllByRole('listitem')
      .map((card) => [
        within(card).getByRole('link').textContent,
        within(card).getByRole('link').getAttribute('href'),
        card.querySelector('[data-testid="CheckCircleIcon"]') !== null,
      ]);
    expect(sections).toEqual([
      ['Core Profile', '/profile/can_work_in_us', true],
      ['Job Seeking Preferences', '/profile/job_seeking_status', false],
      ['Professional Experience', '/profile/has_managed', false],
      ['Demographics', '/profile/gender', true],
      ['Workplace Preferences', '/profile/teamwork_approach', false],
      ['Affiliations', '/profile/affiliations', false],
    ]);
  });

  it('draws the section cards with the profile, without fetching or walking the flow document first', async () => {
    const profile = { completed_sections: ['About You'], profile_sections: [{ name: 'About You', path: '/profile/gender' }] };
    signInShell(server, 'jobseeker', { profile, routes: jobseekerFlowRoutes() });
    renderApp('/dashboard');
    // As the home first draws, before its later parts and their requests.
    const region = await screen.findByRole('region', { name: 'Your profile' });
    expect(within(region).getByText('1 of 1 sections complete.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'About You' }).getAttribute('href')).toBe('/profile/gender');
    expect(received(server, FLOW)).toEqual([]);
    expect(received(server, MY_ANSWERS)).toEqual([]);
  });

  it('is also the overview at /profile/dashboard and /profile/profile_overview', async () => {
    await openDashboard({}, '/profile/dashboard');
    cleanup();
    await openDashboard({}, '/profile/profile_overview');
    expect(screen.getByRole('button', { name: 'View My Matches' })).toBeTruthy();
  });

  it("promotes career coaching with a banner leading to the app's Career Services page when there is no marketing site (issue 35 item 6)", async () => {
    await openDashboard();
    expect(screen.getByRole('heading', { name: 'Get one-on-one career coaching' })).toBeTruthy();
    const coaching = screen.getByRole('link', { name: 'Explore Career Services' });
    expect(coaching.getAttribute('href')).toBe('/career-services');
    expect(coaching.getAttribute('target')).toBeNull();
  });

  it('offers Subscribe Now without a marketing site, recording the subscription with the settings (spec 000 §1, issue 35 item 4)', async () => {
    const patch = `PATCH /api/my-settings/${USER_ID}/`;
    await openDashboard({ routes: { [patch]: { status: 200, body: { open_to_matching: true, newsletter: true } } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByText('You are subscribed. The newsletter comes to the e-mail address you sign in with.')).toBeTruthy();
    expect(received(server, patch).map((request) => request.body)).toEqual([{ newsletter: true }]);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});

describe('View My Matches', () => {
  it('opens the matches when Core Profile is complete and the person is open to matching', async () => {
    const app = await openDashboard({ profile: { completed_sections: ['Core Profile'] } });
    const button = screen.getByRole('button', { name: 'View My Matches' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('Complete Core Profile to view your matches')).toBeNull();
    fireEvent.click(button);
    await screen.findByRole('heading', { level: 1, name: 'My matches' });
    expect(app.currentPath()).toBe('/matching');
  });

  it('is disabled with the spec sentence while Core Profile is incomplete', async () => {
    await openDashboard({ profile: { completed_sections: ['Demographics'] } });
    const reason = await screen.findByText('Complete Core Profile to view your matches');
    const button = screen.getByRole('button', { name: 'View My Matches' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('is disabled when Open to matching is off, and says why and where to turn it on', async () => {
    await openDashboard({ profile: { completed_sections: ['Core Profile'] }, routes: { [SETTINGS]: { status: 200, body: { open_to_matching: false } } } });
    const reason = await screen.findByText(/Open to matching is turned off/);
    expect(screen.queryByText('Complete Core Profile to view your matches')).toBeNull();
    const button = screen.getByRole('button', { name: 'View My Matches' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByRole('link', { name: 'Turn on Open to matching in Settings' }).getAttribute('href')).toBe('/settings');
  });
});

describe('job board', () => {
  const jobs = [
    {
      title: 'Assistant Principal of Curriculum',
      company: 'Lakeside Charter',
      location: 'Chicago, IL',
      job_type: 'Full-time',
      date_posted: daysAgo(3),
      description: 'Lead curriculum.',
      url: '/employers/Lakeside%20Charter',
      suits_you: false,
    },
    {
      title: 'Math Teacher',
      company: 'Hilltop Academy',
      location: null,
      job_type: 'Part-time',
      date_posted: daysAgo(0),
      description: null,
      url: 'https://jobs.example.org/42',
      suits_you: false,
    },
  ] satisfies FromSchema<typeof jobBoardItemWireSchema>[];

  it('lists jobs with titles cut at 20 characters, company, location, type and posting date', async () => {
    await openDashboard({ routes: { [JOBS]: { status: 200, body: { results: jobs } } } });
    const board = screen.getByRole('region', { name: 'Job board' });
    const long = await within(board).findByRole('link', { name: 'Assistant Principal …' });
    expect(long.getAttribute('title')).toBe('Assistant Principal of Curriculum');
    expect(long.getAttribute('href')).toBe('/employers/Lakeside%20Charter');
    expect(within(board).getByText('Lakeside Charter · Chicago, IL · Full-time')).toBeTruthy();
    expect(within(board).getByText('3 days ago')).toBeTruthy();
    expect(within(board).getByRole('link', { name: 'Math Teacher' }).getAttribute('href')).toBe('https://jobs.example.org/42');
    expect(within(board).getByText('Hilltop Academy · Part-time')).toBeTruthy();
  });

  it('shows a loading state first, then the empty state', async () => {
    signInShell(server, 'jobseeker');
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading jobs' })).toBeTruthy();
    expect(await screen.findByText('There are no open jobs to show right now. Check back soon.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading jobs' })).toBeNull();
  });

  it('says exactly "Cannot fetch jobs. Please try again later." when the jobs cannot be fetched', async () => {
    await openDashboard({ routes: { [JOBS]: { status: 503, body: { detail: 'Down for maintenance.' } } } });
    const board = screen.getByRole('region', { name: 'Job board' });
    const alert = await within(board).findByRole('alert');
    expect(alert.textContent).toBe('Cannot fetch jobs. Please try again later.');
  });

  it('shows five jobs, then all of them on request', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ ...jobs[1], title: `Teacher ${index + 1}`, url: `https://jobs.example.org/${index}` }));
    await openDashboard({ routes: { [JOBS]: { status: 200, body: { results: many } } } });
    const board = screen.getByRole('region', { name: 'Job board' });
    await within(board).findByRole('link', { name: 'Teacher 1' });
    expect(within(board).queryByRole('link', { name: 'Teacher 6' })).toBeNull();
    fireEvent.click(within(board).getByRole('button', { name: 'Show all 7 jobs' }));
    expect(within(board).getByRole('link', { name: 'Teacher 7' })).toBeTruthy();
  });
});

describe('Refer a Friend', () => {
  function form(): HTMLElement {
    return screen.getByRole('form', { name: 'Refer a Friend' });
  }
  function type(label: string, value: string): void {
    fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
  }
  function value(label: string): string {
    return (within(form()).getByLabelText(label) as HTMLInputElement).value;
  }

  it('checks the fields before sending anything', async () => {
    await openDashboard();
    type('Email', 'not-an-address');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send Invitation' }));
    expect(within(form()).getByText("Enter your friend's first name.")).toBeTruthy();
    expect(within(form()).getByText("Enter your friend's last name.")).toBeTruthy();
    expect(within(form()).getByText("Enter your friend's e-mail address, such as name@school.org.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form()).getByLabelText('First name')));
    expect(received(server, REFERRALS)).toEqual([]);
  });

  it('sends the invitation in the referrer’s name, says so, and empties the form', async () => {
    await openDashboard({ routes: { [REFERRALS]: { status: 201, body: { id: 1 } } } });
    type('First name', ' Sam ');
    type('Last name', 'Lee');
    type('Email', 'sam.lee@school.org');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Your invitation was sent to Sam Lee.')).toBeTruthy();
    expect(received(server, REFERRALS).map((request) => request.body)).toEqual([
      { user: USER_ID, first_name: 'Sam', last_name: 'Lee', email: 'sam.lee@school.org', account_type: 'jobseeker' },
    ]);
    expect(value('First name')).toBe('');
    expect(value('Email')).toBe('');
  });

  it('asks for the organization of an employer and sends it', async () => {
    await openDashboard({ routes: { [REFERRALS]: { status: 201, body: { id: 2 } } } });
    expect(within(form()).queryByLabelText('Organization (optional)')).toBeNull();
    fireEvent.click(within(form()).getByRole('radio', { name: 'Employer' }));
    type('First name', 'Ana');
    type('Last name', 'Ruiz');
    type('Email', 'ana@district.org');
    type('Organization (optional)', 'Eastside District');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText('Your invitation was sent to Ana Ruiz.');
    expect(received(server, REFERRALS)[0]?.body).toEqual({
      user: USER_ID,
      first_name: 'Ana',
      last_name: 'Ruiz',
      email: 'ana@district.org',
      account_type: 'employer',
      organization: 'Eastside District',
    });
  });

  it('shows the server’s field errors under their fields and keeps what was typed', async () => {
    await openDashboard({ routes: { [REFERRALS]: { status: 400, body: { email: ['That is your own e-mail address.'] } } } });
    type('First name', 'Jane');
    type('Last name', 'Doe');
    type('Email', 'jane.doe@example.com');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send Invitation' }));
    const message = await within(form()).findByText('That is your own e-mail address.');
    const email = within(form()).getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect([value('First name'), value('Last name'), value('Email')]).toEqual(['Jane', 'Doe', 'jane.doe@example.com']);
    expect(screen.queryByText(/Your invitation was sent/)).toBeNull();
  });

  it('shows the daily limit and keeps what was typed', async () => {
    const detail = 'You have sent 20 invitations today, the most we allow. Please try again tomorrow.';
    await openDashboard({ routes: { [REFERRALS]: { status: 429, body: { detail } } } });
    type('First name', 'Sam');
    type('Last name', 'Lee');
    type('Email', 'sam.lee@school.org');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send Invitation' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(detail);
    expect([value('First name'), value('Last name'), value('Email')]).toEqual(['Sam', 'Lee', 'sam.lee@school.org']);
  });
});
