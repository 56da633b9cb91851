// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireProfile } from '../../support/profile';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { signInShell, USER_ID } from '../../support/shell';
import { renderApp } from '../../support/render-app';
import { answerRead, countAnswersRead } from '../../support/responses-read';
import type { latestTermsWireSchema } from '../../../../../src/shared/wire/platform-wire';
import type { FromSchema } from 'json-schema-to-ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  countAnswersRead();
});
afterEach(cleanup);

const BANNER = { name: 'Terms of Service update' };
const PATCH_USER = `PATCH /api/user/${USER_ID}/`;

describe('terms banner', () => {
  it('shows when the terms changed since the person confirmed them, and Confirm and Dismiss saves and hides it', async () => {
    let viewed = 1;
    signInShell(server, 'jobseeker', {
      routes: {
        'GET /api/my-profile/': () => ({ status: 200, body: wireProfile({ viewed_term_version: viewed }) }),
        'GET /api/latest-terms/1/': { status: 200, body: { latest_version: 2 } satisfies FromSchema<typeof latestTermsWireSchema> },
        [PATCH_USER]: (request) => {
          viewed = (request.body as { viewed_term_version: number }).viewed_term_version;
          return { status: 200, body: wireProfile({ viewed_term_version: viewed }) };
        },
      },
    });
    renderApp('/messages');
    const banner = await screen.findByRole('region', BANNER);
    expect(banner.textContent).toContain('Our Terms of Service (opens in a new tab) have been updated.');
    expect(
      within(banner)
        .getByRole('link', { name: /^Terms of Service/ })
        .getAttribute('href'),
    ).toBe('/terms-of-service');
    const profileCalls = received(server, 'GET /api/my-profile/').length;

    fireEvent.click(within(banner).getByRole('button', { name: 'Confirm and Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(received(server, PATCH_USER).map((request) => request.body)).toEqual([{ viewed_term_version: 2 }]);
    // The profile is fetched again, so every part of the app sees the confirmed version.
    await waitFor(() => expect(received(server, 'GET /api/my-profile/').length).toBeGreaterThan(profileCalls));
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('shows for a person who never confirmed any version', async () => {
    signInShell(server, 'staff', { profile: { viewed_term_version: null } });
    renderApp('/messages');
    expect(await screen.findByRole('region', BANNER)).toBeTruthy();
  });

  it('stays hidden when the person has seen the latest terms', async () => {
    signInShell(server, 'employee', { profile: { viewed_term_version: 1 } });
    renderApp('/employee/details');
    await screen.findByRole('heading', { level: 1, name: 'Your details' });
    await answerRead('GET /api/latest-terms/1/');
    expect(received(server, 'GET /api/latest-terms/1/')).toHaveLength(1);
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('keeps the banner and says so when the confirmation cannot be saved', async () => {
    signInShell(server, 'jobseeker', {
      profile: { viewed_term_version: 1 },
      routes: {
        'GET /api/latest-terms/1/': { status: 200, body: { latest_version: 3 } satisfies FromSchema<typeof latestTermsWireSchema> },
        [PATCH_USER]: { status: 400, body: { viewed_term_version: ['There is no version 3 of the terms yet.'] } },
      },
    });
    renderApp('/messages');
    const banner = await screen.findByRole('region', BANNER);
    fireEvent.click(within(banner).getByRole('button', { name: 'Confirm and Dismiss' }));
    expect((await within(banner).findByRole('alert')).textContent).toBe('Your confirmation could not be saved. There is no version 3 of the terms yet.');
    expect(screen.getByRole('region', BANNER)).toBeTruthy();
  });

  it('shows nothing to a visitor', async () => {
    renderApp('/loading');
    // The visitor's top bar is drawn once the app knows there is no session, as the banner would be.
    await screen.findByRole('link', { name: 'Log In' });
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    expect(received(server, 'GET /api/latest-terms/1/')).toEqual([]);
  });
});
