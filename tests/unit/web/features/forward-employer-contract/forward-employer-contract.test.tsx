// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { sessionToken } from '../../support/make-token';
import { wireProfile } from '../../support/profile';
import { answer, received, startTestServer, type TestServer } from '../../support/test-server';
import { renderApp } from '../../support/render-app';

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

const EMPLOYEE = wireProfile({ user_type: 'employee', employer_id: 3 });

async function send(firstName: string, email: string): Promise<void> {
  fireEvent.change(await screen.findByLabelText("Colleague's first name"), { target: { value: firstName } });
  fireEvent.change(screen.getByLabelText("Colleague's email"), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send contract' }));
}

describe('forward the employer contract', () => {
  it("sends the contract for the employee's organization and shows the server's answer", async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee'));
    answer(server, {
      'GET /api/my-profile/': { status: 200, body: EMPLOYEE },
      'POST /api/employer/contract/': { status: 200, body: { detail: 'We e-mailed the contract to pat@school.org.' } },
    });
    renderApp('/forward-employer-contract');
    await screen.findByRole('heading', { name: 'Forward the employer contract' });
    await send('Pat', 'pat@school.org');
    expect((await screen.findByRole('status')).textContent).toBe('We e-mailed the contract to pat@school.org.');
    const [request] = received(server, 'POST /api/employer/contract/');
    expect(request?.body).toEqual({ employer_id: 3, email_address: 'pat@school.org', first_name: 'Pat' });
    expect(request?.headers.authorization).toMatch(/^Bearer /);
  });

  it("puts the server's field refusal under the field and keeps what was typed", async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee'));
    answer(server, {
      'GET /api/my-profile/': { status: 200, body: EMPLOYEE },
      'POST /api/employer/contract/': { status: 400, body: { email_address: ['That inbox does not accept mail.'] } },
    });
    renderApp('/forward-employer-contract');
    await screen.findByRole('heading', { name: 'Forward the employer contract' });
    await send('Pat', 'pat@school.org');
    expect(await screen.findByText('That inbox does not accept mail.')).toBeTruthy();
    expect((screen.getByLabelText("Colleague's first name") as HTMLInputElement).value).toBe('Pat');
  });

  it('asks for both fields before calling the server', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee'));
    answer(server, { 'GET /api/my-profile/': { status: 200, body: EMPLOYEE } });
    renderApp('/forward-employer-contract');
    await screen.findByRole('heading', { name: 'Forward the employer contract' });
    await send('', 'pat');
    expect(await screen.findByText("Enter your colleague's first name.")).toBeTruthy();
    expect(screen.getByText("Enter your colleague's e-mail address, such as name@school.org.")).toBeTruthy();
    expect(received(server, 'POST /api/employer/contract/')).toEqual([]);
  });

  it('tells an employee who has not confirmed their e-mail address to do so first, and offers no form', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('employee'));
    answer(server, { 'GET /api/my-profile/': { status: 200, body: { ...EMPLOYEE, has_confirmed_email: false } } });
    renderApp('/forward-employer-contract');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('Confirm your e-mail address before sending the contract: open the link in the e-mail we sent when you signed up.'),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Confirm your e-mail address' }).getAttribute('href')).toBe('/confirm-email');
    expect(within(main).queryByRole('button', { name: 'Send contract' })).toBeNull();
  });

  it('tells a signed-out visitor to log in, with a link', async () => {
    answer(server, {});
    renderApp('/forward-employer-contract');
    const main = await screen.findByRole('main');
    expect(within(main).getByText(/Log in with your employer account/)).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login?redirect=%2Fforward-employer-contract');
    expect(within(main).queryByRole('button', { name: 'Send contract' })).toBeNull();
  });

  it('tells a job seeker only employer accounts can forward a contract', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker'));
    answer(server, { 'GET /api/my-profile/': { status: 200, body: wireProfile() } });
    renderApp('/forward-employer-contract');
    expect(await screen.findByText(/Only employer accounts can forward a contract/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send contract' })).toBeNull();
  });
});
