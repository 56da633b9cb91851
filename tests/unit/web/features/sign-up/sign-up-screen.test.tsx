// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { renderApp } from '../../support/render-app';
import { startTestServer, type Reply, type TestServer } from '../../support/test-server';

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

const STRONG = 'Blackboard2026';

function answerSignUp(reply: Reply): void {
  const token = sessionToken('jobseeker');
  server.reply((request) => {
    if (request.url === '/api/user/') return reply.status === 201 ? { status: 201, body: { token } } : reply;
    return { status: 200, body: wireProfile({ has_confirmed_email: false, email: 'maya@school.example.org' }) };
  });
}

const type = (label: string, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const click = (name: string): void => {
  fireEvent.click(screen.getByRole('button', { name }));
};
const signUpPosts = (): number => server.requests.filter((request) => request.url === '/api/user/').length;

async function reachStepTwo(): Promise<void> {
  type('First name', 'Maya');
  type('Last name', 'Angelou');
  click('Continue');
  await screen.findByRole('heading', { name: 'Nice to meet you!' });
}

function fillStepTwo(password = STRONG): void {
  type('Email', 'maya@school.example.org');
  type('Password', password);
  type('Confirm password', password);
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
}

function describedBy(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('job seeker sign-up', () => {
  it('asks for names first and links each missing one to its field', async () => {
    renderApp('/jobseeker/signup');
    const heading = await screen.findByRole('heading', { name: 'Sign up as a job seeker' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByLabelText('Organization')).toBeNull();
    click('Continue');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(describedBy('First name')).toBe('Enter your first name.');
    expect(describedBy('Last name')).toBe('Enter your last name.');
    expect(screen.queryByRole('heading', { name: 'Nice to meet you!' })).toBeNull();
  });

  it('moves focus to the heading of step 2, and Back keeps what was typed', async () => {
    renderApp('/jobseeker/signup');
    await reachStepTwo();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nice to meet you!' })));
    type('Email', 'maya@school.example.org');
    click('Back');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign up as a job seeker' })));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Maya');
    click('Continue');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('maya@school.example.org');
  });

  it('ties the password to the live checklist', async () => {
    renderApp('/jobseeker/signup');
    await reachStepTwo();
    type('Password', 'blackboard');
    expect(describedBy('Password')).toContain('Contains at least 1 uppercase letter(not yet)');
    expect(describedBy('Password')).toContain('Contains at least 1 lowercase letter(done)');
  });

  it('sends nothing while a rule is broken or the terms are not accepted', async () => {
    answerSignUp({ status: 201 });
    renderApp('/jobseeker/signup');
    await reachStepTwo();
    fillStepTwo('blackboard');
    click('Get Started Now');
    expect(describedBy('Password')).toContain('Your password must meet every rule in the list below.');
    type('Password', STRONG);
    type('Confirm password', `${STRONG}!`);
    click('Get Started Now');
    expect(describedBy('Confirm password')).toContain('Passwords must match');
    type('Confirm password', STRONG);
    fireEvent.click(screen.getByRole('checkbox'));
    click('Get Started Now');
    expect(screen.getByText('You must agree to the Terms of Service and Privacy Policy to create an account.')).toBeTruthy();
    expect(signUpPosts()).toBe(0);
  });

  it('posts the account in snake_case, stores the token and goes to /', async () => {
    answerSignUp({ status: 201 });
    const app = renderApp('/jobseeker/signup');
    await reachStepTwo();
    fillStepTwo();
    click('Get Started Now');
    // `/` sends an unconfirmed address on to /confirm-email.
    await screen.findByText('m***@school.example.org');
    expect(app.currentPath()).toBe('/confirm-email');
    expect(server.requests.find((request) => request.url === '/api/user/')?.body).toEqual({
      first_name: 'Maya',
      last_name: 'Angelou',
      email: 'maya@school.example.org',
      password: STRONG,
      user_type: 'jobseeker',
    });
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toMatch(/^ey/);
  });

  it('puts a server e-mail error under Email and keeps everything typed', async () => {
    answerSignUp({ status: 400, body: { email: ['An account with this e-mail already exists.'] } });
    const app = renderApp('/jobseeker/signup');
    await reachStepTwo();
    fillStepTwo();
    click('Get Started Now');
    await waitFor(() => expect(describedBy('Email')).toBe('An account with this e-mail already exists.'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe(STRONG);
    expect(screen.getByRole('button', { name: 'Get Started Now' }).hasAttribute('disabled')).toBe(false);
    expect(app.currentPath()).toBe('/jobseeker/signup');
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
  });

  it('sends the person back to step 1 when the server refuses a name', async () => {
    answerSignUp({ status: 400, body: { last_name: ['Ensure this field has no more than 150 characters.'] } });
    renderApp('/jobseeker/signup');
    await reachStepTwo();
    fillStepTwo();
    click('Get Started Now');
    const heading = await screen.findByRole('heading', { name: 'Sign up as a job seeker' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(describedBy('Last name')).toBe('Ensure this field has no more than 150 characters.');
    click('Continue');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('maya@school.example.org');
  });

  it('shows a message that belongs to no field above the form', async () => {
    answerSignUp({ status: 503, body: { detail: 'maintenance' } });
    renderApp('/jobseeker/signup');
    await reachStepTwo();
    fillStepTwo();
    click('Get Started Now');
    expect((await screen.findByRole('alert')).textContent).toBe('Our servers are experiencing issues. Please try again in a few moments.');
  });
});

describe('employer sign-up', () => {
  it('requires the organization and sends it with user type employee', async () => {
    answerSignUp({ status: 201 });
    renderApp('/employer/signup');
    await screen.findByRole('heading', { name: 'Sign up as an employer' });
    type('First name', 'Horace');
    type('Last name', 'Mann');
    click('Continue');
    expect(describedBy('Organization')).toBe('Enter the name of your organization.');
    type('Organization', 'Lincoln Unified School District');
    click('Continue');
    await screen.findByRole('heading', { name: 'Nice to meet you!' });
    fillStepTwo();
    click('Get Started Now');
    await waitFor(() => expect(signUpPosts()).toBe(1));
    expect(server.requests.find((request) => request.url === '/api/user/')?.body).toMatchObject({
      user_type: 'employee',
      organization: 'Lincoln Unified School District',
    });
  });
});
