// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Routes } from '../../support/shell';
import { renderApp } from '../../support/render-app';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import type { matchConfirmationWireSchema } from '../../../../../src/shared/wire/match-confirmation-wire';
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

const TOKEN = '6f1c2b9e-1d2a-4b7c-9e8f-0a1b2c3d4e5f';
const PATH = `/api/matches/confirmation/${TOKEN}/`;

function confirmation(overrides: Partial<FromSchema<typeof matchConfirmationWireSchema>> = {}): FromSchema<typeof matchConfirmationWireSchema> {
  return {
    role_title: 'Math Coach',
    employer_name: 'Riverside Charter Schools',
    status: 'confirm_match',
    archived: false,
    answered: false,
    jobseeker_interest: null,
    open: true,
    ...overrides,
  } satisfies FromSchema<typeof matchConfirmationWireSchema>;
}

/** Nobody is signed in: the link in the e-mail is all the visitor has. */
function serve(routes: Routes): void {
  server.reply((request) => {
    const found = routes[`${request.method} ${request.url}`];
    if (found === undefined) return { status: 404, body: { detail: 'Not found.' } };
    return typeof found === 'function' ? found(request) : found;
  });
}

describe('match confirmation (/matching/confirmation?token=)', () => {
  it('shows the role and organization and records interest with a note, then confirms it', async () => {
    serve({
      [`GET ${PATH}`]: { status: 200, body: confirmation() },
      [`POST ${PATH}`]: { status: 200, body: confirmation({ answered: true, jobseeker_interest: 'interested' }) },
    });
    renderApp(`/matching/confirmation?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Match confirmation' });
    expect(await screen.findByRole('heading', { name: 'Math Coach' })).toBeTruthy();
    expect(screen.getByText('Riverside Charter Schools')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for our team (optional)' }), { target: { value: 'Happy to talk.' } });
    fireEvent.click(screen.getByRole('button', { name: "I'm interested" }));
    expect(await screen.findByText(/Thank you. You told us you're interested/)).toBeTruthy();
    const [post] = received(server, `POST ${PATH}`);
    expect(post!.body).toEqual({ interested: true, note: 'Happy to talk.' });
    // The link is the credential: no bearer token is sent.
    expect(post!.headers.authorization).toBeUndefined();
    expect(screen.queryByRole('button', { name: "I'm interested" })).toBeNull();
    expect(screen.getByRole('link', { name: 'See my matches' }).getAttribute('href')).toBe('/matching');
  });

  it('opens at /matches/confirmation too and records Not interested', async () => {
    serve({
      [`GET ${PATH}`]: { status: 200, body: confirmation() },
      [`POST ${PATH}`]: { status: 200, body: confirmation({ answered: true, jobseeker_interest: 'not_interested' }) },
    });
    renderApp(`/matches/confirmation?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Not interested' }));
    expect(await screen.findByText(/Thank you. You told us you're not interested/)).toBeTruthy();
    expect(received(server, `POST ${PATH}`)[0]!.body).toEqual({ interested: false });
  });

  it('shows an earlier answer, which can be changed while the match is still proposed', async () => {
    serve({
      [`GET ${PATH}`]: { status: 200, body: confirmation({ answered: true, jobseeker_interest: 'not_interested' }) },
      [`POST ${PATH}`]: { status: 200, body: confirmation() },
    });
    renderApp(`/matching/confirmation?token=${TOKEN}`);
    expect(await screen.findByText(/You told us you're not interested/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change my answer' }));
    fireEvent.click(await screen.findByRole('button', { name: "I'm interested" }));
    expect(await screen.findByText(/Thank you. You told us you're interested/)).toBeTruthy();
  });

  it('asks nothing once the match has moved on', async () => {
    serve({ [`GET ${PATH}`]: { status: 200, body: confirmation({ status: 'staff_rejected', archived: true, open: false }) } });
    renderApp(`/matching/confirmation?token=${TOKEN}`);
    expect(await screen.findByText(/This match has moved on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm interested" })).toBeNull();
  });

  it("shows the server's refusal of an answer", async () => {
    serve({
      [`GET ${PATH}`]: { status: 200, body: confirmation() },
      [`POST ${PATH}`]: { status: 409, body: { detail: 'Our team has already acted on this match.' } },
    });
    renderApp(`/matching/confirmation?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: "I'm interested" }));
    expect((await screen.findByRole('alert')).textContent).toBe('Our team has already acted on this match.');
  });

  it('says clearly when the token is unknown', async () => {
    serve({});
    renderApp(`/matching/confirmation?token=${TOKEN}`);
    expect(await screen.findByText(/We could not find this match/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm interested" })).toBeNull();
  });

  it('says the link is incomplete without a token, and asks the server nothing', async () => {
    serve({});
    renderApp('/matching/confirmation');
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    await waitFor(() => expect(received(server, `GET ${PATH}`)).toHaveLength(0));
  });

  it('says the match could not be loaded on a failure and tries again', async () => {
    let calls = 0;
    serve({
      [`GET ${PATH}`]: () => {
        calls += 1;
        return calls === 1 ? { status: 429, body: { detail: 'Too many requests. Try again in a minute.' } } : { status: 200, body: confirmation() };
      },
    });
    renderApp(`/matching/confirmation?token=${TOKEN}`);
    expect(await screen.findByText('The match could not be loaded. Too many requests. Try again in a minute.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: "I'm interested" })).toBeTruthy();
  });
});
