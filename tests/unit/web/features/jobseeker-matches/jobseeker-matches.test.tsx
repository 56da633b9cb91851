// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireMatch } from '../employer-matching/match-wire';
import { renderApp } from '../../support/render-app';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { signInShell, USER_ID, type Routes } from '../../support/shell';
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

const COMPLETE = { completed_sections: ['Core Profile'] };

/** A proposed match waiting on the job seeker's answer. */
const PROPOSED = wireMatch({
  id: 9,
  status: 'confirm_match',
  waiting_on: 'jobseeker',
  jobseeker_interest: null,
  role_title: 'Math Coach',
  employer_name: 'Riverside Charter Schools',
  seen: false,
});

function signIn(options: { profile?: Record<string, unknown>; routes?: Routes; canAccessMatchingPage?: boolean; openToMatching?: boolean } = {}): void {
  signInShell(server, 'jobseeker', {
    profile: { ...COMPLETE, ...options.profile },
    routes: {
      'GET /api/employer/new-match-count/': {
        status: 200,
        body: { count: 1, can_access_matching_page: options.canAccessMatchingPage ?? true } satisfies FromSchema<typeof newMatchCountWireSchema>,
      },
      [`GET /api/my-settings/${USER_ID}/`]: { status: 200, body: { open_to_matching: options.openToMatching ?? true } },
      'POST /api/matches/9/seen/': { status: 204 },
      ...options.routes,
    },
  });
}

describe('My Matches (/matching, /v2/dashboard)', () => {
  it('lists each match with its role, organization, status and who it waits on; past matches apart', async () => {
    signIn({
      routes: {
        'GET /api/matches/': {
          status: 200,
          body: {
            results: [
              PROPOSED,
              wireMatch({ id: 10, status: 'phone_screen', waiting_on: 'employer', seen: true }),
              wireMatch({ id: 12, status: 'offer_extended', waiting_on: 'jobseeker', role_title: 'Principal', employer_name: 'Elm District', seen: true }),
              wireMatch({
                id: 11,
                status: 'employer_reject',
                archived: true,
                waiting_on: 'none',
                role_title: 'Dean of Students',
                employer_name: 'Oak Academy',
                seen: true,
              }),
            ],
          },
        },
      },
    });
    renderApp('/matching');
    await screen.findByRole('heading', { level: 1, name: 'My matches' });
    const current = within(await screen.findByRole('list', { name: 'Current matches' }));
    const coach = within(current.getByRole('listitem', { name: 'Math Coach' }));
    expect(coach.getByText('Riverside Charter Schools')).toBeTruthy();
    expect(coach.getByText('Confirm match')).toBeTruthy();
    expect(coach.getByText('Waiting on you')).toBeTruthy();
    const teacher = within(current.getByRole('listitem', { name: 'Grade 5 Teacher' }));
    expect(teacher.getByText('Lakeside Charter Network')).toBeTruthy();
    expect(teacher.getByText('Phone screen')).toBeTruthy();
    expect(teacher.getByText('Waiting on the employer')).toBeTruthy();
    expect(teacher.queryByRole('button', { name: "I'm interested" })).toBeNull();
    const offer = within(current.getByRole('listitem', { name: 'Principal' }));
    expect(offer.getByText(/The employer has made you an offer/)).toBeTruthy();
    const past = within(screen.getByRole('list', { name: 'Past matches' }));
    expect(within(past.getByRole('listitem', { name: 'Dean of Students' })).getByText('This match has ended.')).toBeTruthy();
    // Opening the page marks the new match seen (only it), so the top bar's count drops.
    await waitFor(() => expect(received(server, 'POST /api/matches/9/seen/')).toHaveLength(1));
    expect(received(server, 'POST /api/matches/10/seen/')).toHaveLength(0);
  });

  it("answers a proposed match with I'm interested and a note", async () => {
    let answered = false;
    signIn({
      routes: {
        'GET /api/matches/': () => ({
          status: 200,
          body: { results: [answered ? { ...PROPOSED, jobseeker_interest: 'interested', waiting_on: 'staff', seen: true } : PROPOSED] },
        }),
        'POST /api/matches/9/interest/': () => {
          answered = true;
          return { status: 200, body: { ...PROPOSED, jobseeker_interest: 'interested' } };
        },
      },
    });
    renderApp('/v2/dashboard');
    const card = within(await screen.findByRole('listitem', { name: 'Math Coach' }));
    fireEvent.change(card.getByRole('textbox', { name: 'Note for our team (optional)' }), { target: { value: 'I can start in January.' } });
    fireEvent.click(card.getByRole('button', { name: "I'm interested" }));
    await waitFor(() => expect(received(server, 'POST /api/matches/9/interest/')).toHaveLength(1));
    expect(received(server, 'POST /api/matches/9/interest/')[0]!.body).toEqual({ interested: true, note: 'I can start in January.' });
    expect(await card.findByText(/You told us you're interested/)).toBeTruthy();
    expect(card.getByText('Waiting on our team')).toBeTruthy();
    expect(card.queryByRole('button', { name: "I'm interested" })).toBeNull();
    expect(card.getByRole('button', { name: 'Change my answer' })).toBeTruthy();
  });

  it('answers Not interested (false is sent, not dropped)', async () => {
    signIn({
      routes: { 'GET /api/matches/': { status: 200, body: { results: [PROPOSED] } }, 'POST /api/matches/9/interest/': { status: 200, body: PROPOSED } },
    });
    renderApp('/matching');
    const card = within(await screen.findByRole('listitem', { name: 'Math Coach' }));
    fireEvent.click(card.getByRole('button', { name: 'Not interested' }));
    await waitFor(() => expect(received(server, 'POST /api/matches/9/interest/')).toHaveLength(1));
    expect(received(server, 'POST /api/matches/9/interest/')[0]!.body).toEqual({ interested: false });
  });

  it("shows the server's refusal of an answer", async () => {
    signIn({
      routes: {
        'GET /api/matches/': { status: 200, body: { results: [PROPOSED] } },
        'POST /api/matches/9/interest/': { status: 409, body: { detail: 'Our team has already acted on this match.' } },
      },
    });
    renderApp('/matching');
    const card = within(await screen.findByRole('listitem', { name: 'Math Coach' }));
    fireEvent.click(card.getByRole('button', { name: "I'm interested" }));
    expect((await card.findByRole('alert')).textContent).toBe('Our team has already acted on this match.');
  });

  it('says there are no matches yet', async () => {
    signIn({ routes: { 'GET /api/matches/': { status: 200, body: { results: [] } } } });
    renderApp('/matching');
    expect(await screen.findByText(/No matches yet/)).toBeTruthy();
  });

  it('says the matches could not be loaded', async () => {
    signIn({ routes: { 'GET /api/matches/': { status: 403, body: { detail: 'Complete Core Profile first.' } } } });
    renderApp('/matching');
    expect(await screen.findByText('Your matches could not be loaded. Complete Core Profile first.')).toBeTruthy();
  });

  it('without a complete Core Profile shows the spec sentence and the way to finish it, and lists nothing', async () => {
    signIn({
      profile: { completed_sections: [] },
      canAccessMatchingPage: false,
      routes: { 'GET /api/matches/': { status: 200, body: { results: [PROPOSED] } } },
    });
    renderApp('/matching');
    expect(await screen.findByText('Complete Core Profile to view your matches')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Core Profile' }).getAttribute('href')).toBe('/profile');
    expect(received(server, 'GET /api/matches/')).toHaveLength(0);
  });

  it('with Open to matching off says so and points to Settings', async () => {
    signIn({ openToMatching: false, canAccessMatchingPage: false });
    renderApp('/matching');
    expect(await screen.findByText(/Open to matching is turned off/)).toBeTruthy();
    expect(screen.queryByText(/Complete Core Profile to view your matches/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');
    expect(received(server, 'GET /api/matches/')).toHaveLength(0);
  });
});
