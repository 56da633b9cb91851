// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import { wireProfile } from '../support/profile';
import { renderApp } from '../support/render-app';
import { startTestServer, type TestServer } from '../support/test-server';
import { sessionToken } from '../support/make-token';
import { jobseekerFlowReply } from '../support/jobseeker-flow-replies';
import { loadFlowVersion } from '../../../../scripts/lib/schema-files';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());
afterEach(cleanup);

function signIn(userType: string, profile: Record<string, unknown> = {}): void {
  localStorage.setItem(JWT_STORAGE_KEY, sessionToken(userType));
  server.reply((request) =>
    request.url === '/api/my-profile/'
      ? { status: 200, body: wireProfile({ user_type: userType, ...profile }) }
      : (jobseekerFlowReply(request) ?? { status: 404, body: { detail: 'Not found.' } }),
  );
}

/** An employee of organisation 4 with no company answers and one new role, 3f2a, and the real flow files. */
function employerReply(request: { method: string; url: string }): { status: number; body: unknown } | undefined {
  if (request.url === '/api/my-profile/') return { status: 200, body: wireProfile({ user_type: 'employee', job_title: 'Principal', employer_id: 4 }) };
  if (request.url === '/api/employers/4/')
    return { status: 200, body: { id: 4, name: 'Hilltop Academy', slug: 'hilltop-academy', flow_version: 1, completeness: 0 } };
  if (request.url === '/api/employer/role/3f2a/')
    return { status: 200, body: { id: 9, uuid: '3f2a', status: 'draft', flow_version: 1, completion: 0, feedback: [] } };
  if (request.url.startsWith('/api/flows/employer-profile/')) return { status: 200, body: { flow: loadFlowVersion('employer-profile', 1) } };
  if (request.url.startsWith('/api/flows/role/')) return { status: 200, body: { flow: loadFlowVersion('role', 1) } };
  return undefined;
}

async function heading(name: string): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

describe('guarded routes', () => {
  it('sends a signed-out visitor to log in with the page they asked for', async () => {
    const app = renderApp('/matching-results/12?tab=open');
    await heading('Log in to your account');
    expect(app.currentPath()).toBe('/login?redirect=%2Fmatching-results%2F12%3Ftab%3Dopen');
  });

  it('treats an expired token as signed out', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('staff', -60));
    const app = renderApp('/dashboard');
    await heading('Log in to your account');
    expect(app.currentPath()).toBe('/login?redirect=%2Fdashboard');
  });

  it('shows a labeled loading indicator while the profile is on its way, then the screen', async () => {
    signIn('staff');
    renderApp('/dashboard/data');
    expect(screen.getByRole('progressbar', { name: 'Loading your account' })).toBeTruthy();
    await heading('Data tables');
  });

  it('sends an unconfirmed e-mail address to /confirm-email', async () => {
    signIn('jobseeker', { has_confirmed_email: false });
    const app = renderApp('/settings');
    await screen.findByText('j***@example.com');
    expect(app.currentPath()).toBe('/confirm-email');
  });

  it('sends a user type the path has no screen for to /login?referrer=requires_login', async () => {
    signIn('jobseeker');
    const app = renderApp('/dashboard/data');
    await screen.findByText(/needs a different kind of account/);
    expect(app.currentPath()).toBe('/login?referrer=requires_login');
    expect(await screen.findByText('You are signed in as Jane Doe (jane.doe@example.com).')).toBeTruthy();
  });

  it('shows each user type its own screen at a shared path', async () => {
    // An employee without a job title is sent to /employee/details first.
    signIn('employee', { job_title: 'Principal' });
    renderApp('/dashboard');
    await heading('Company dashboard');
    cleanup();
    signIn('jobseeker');
    renderApp('/dashboard');
    await heading('Dashboard');
  });

  it('prefers a static segment to a parameter: staff /role/matches, employee /role/:roleUuid', async () => {
    signIn('staff');
    renderApp('/role/matches');
    await heading('All job seekers');
    cleanup();
    signIn('employee', { job_title: 'Principal', employer_id: 4 });
    server.reply((request) => employerReply(request) ?? { status: 404, body: { detail: 'Not found.' } });
    const app = renderApp('/role/3f2a');
    // /role/:roleUuid resumes the role at its first open question: the service tier, which the role starts with.
    await waitFor(() => expect(app.currentPath()).toBe('/role/3f2a/service_tier'), { timeout: 10_000 });
  });

  it('opens the first profile question from a job seeker /profile', async () => {
    signIn('jobseeker');
    const app = renderApp('/profile');
    await screen.findByText('Are you legally authorized to work in the United States?');
    expect(app.currentPath()).toBe('/profile/can_work_in_us');
  });

  it('sends staff /profile to /matching-results', async () => {
    signIn('staff');
    const app = renderApp('/profile');
    await heading('Matching results');
    expect(app.currentPath()).toBe('/matching-results');
  });

  it('offers Try Again when the profile cannot be loaded', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('staff'));
    server.reply(() => ({ status: 500, body: { detail: 'boom' } }));
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByText('Our servers are experiencing issues. Please try again in a few moments.')).toBeTruthy();
  });
});

describe('home and fallback', () => {
  it('shows the public home screen to a visitor', async () => {
    renderApp('/');
    await heading('The hiring marketplace for education');
    expect(screen.getByRole('link', { name: 'Sign up as a job seeker' }).getAttribute('href')).toBe('/jobseeker/signup');
    expect(screen.getByRole('link', { name: 'Sign up as an employer' }).getAttribute('href')).toBe('/employer/signup');
  });

  it('sends signed-in staff from / to /dashboard', async () => {
    signIn('staff');
    const app = renderApp('/?referrer=login');
    await heading('Staff dashboard');
    expect(app.currentPath()).toBe('/dashboard');
  });

  it('lands a job seeker with Core Profile complete on /dashboard', async () => {
    signIn('jobseeker', { completed_sections: ['Core Profile'] });
    const app = renderApp('/');
    await heading('Dashboard');
    expect(app.currentPath()).toBe('/dashboard');
  });

  it('lands a job seeker without Core Profile on the first profile question', async () => {
    signIn('jobseeker', { completed_sections: ['Demographics'] });
    const app = renderApp('/');
    await waitFor(() => expect(app.currentPath()).toBe('/profile/can_work_in_us'), { timeout: 10_000 });
  });

  it('lands an employer without Core Profile on their first company question', async () => {
    signIn('employee', { job_title: 'Principal', employer_id: 4 });
    server.reply((request) => employerReply(request) ?? { status: 404, body: { detail: 'Not found.' } });
    const app = renderApp('/');
    await heading('Company Profile');
    expect(app.currentPath()).toBe('/profile/primary_address');
  });

  it('sends an unknown path to / when signed out and to /dashboard when signed in', async () => {
    const visitor = renderApp('/no/such/page');
    await heading('The hiring marketplace for education');
    expect(visitor.currentPath()).toBe('/');
    cleanup();
    signIn('employee', { job_title: 'Principal' });
    const member = renderApp('/no/such/page');
    await heading('Company dashboard');
    expect(member.currentPath()).toBe('/dashboard');
  });
});

describe('logout', () => {
  it('removes the token and goes to /login', async () => {
    signIn('staff');
    const app = renderApp('/logout');
    await heading('Log in to your account');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(app.currentPath()).toBe('/login');
  });

  it('goes home with referrer=delete after an account deletion', async () => {
    signIn('jobseeker');
    const app = renderApp('/logout?referrer=delete');
    await heading('The hiring marketplace for education');
    expect(app.currentPath()).toBe('/?referrer=delete');
  });
});

describe('public header', () => {
  const setViewportWidth = (width: number): void =>
    (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({ width, height: 800 });
  afterEach(() => setViewportWidth(1024));

  it('shows About Us, Signup and Login inline from the large breakpoint up', async () => {
    setViewportWidth(1280);
    renderApp('/login');
    const header = await screen.findByRole('navigation', { name: 'Main' });
    expect(Array.from(header.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['About Us', 'Signup', 'Login']);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('folds into a menu button and drawer on a phone', async () => {
    setViewportWidth(375);
    renderApp('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const names = Array.from(menu.querySelectorAll('a')).map((link) => link.textContent);
    // Spec 000 §1's items; without a marketing site JobSeekers, Employers, Career Services, Blog and Invite open
    // the app's own short pages (issue 35 item 6) rather than being left out.
    expect(names).toEqual(['Login', 'Signup', 'JobSeekers', 'Employers', 'Career Services', 'About Us', 'Blog', 'Invite']);
    for (const link of Array.from(menu.querySelectorAll('a'))) expect(link.getAttribute('href')).toMatch(/^\//);
  });
});
