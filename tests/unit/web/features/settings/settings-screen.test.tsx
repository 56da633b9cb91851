// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { received, startTestServer, type TestServer } from '../../support/test-server';
import { signInShell, USER_ID } from '../../support/shell';
import { renderApp } from '../../support/render-app';
import type { mySettingsWireSchema } from '../../../../../src/shared/wire/settings-wire';
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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATCH_SETTINGS = `PATCH /api/my-settings/${USER_ID}/`;

/** Holds back PATCH answers until `release` is called, so the optimistic state can be seen. */
function holdPatches(): { release: () => void } {
  const realFetch = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') await gate;
    return realFetch(input, init);
  });
  return { release };
}

function details(): Record<string, string> {
  const terms = Array.from(document.querySelectorAll('dt'));
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

describe('settings', () => {
  it('shows the account details of every user type, and the switch only to job seekers', async () => {
    signInShell(server, 'employee', { profile: { job_title: 'Head of Talent' } });
    renderApp('/settings');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    // The heading takes focus in an effect, which may run after the heading is already in the document.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByRole('heading', { name: 'Account details' })).toBeTruthy();
    expect(details()).toEqual({ Name: 'Jane Doe', Email: 'jane.doe@example.com', 'Job title': 'Head of Talent' });
    expect(screen.queryByRole('switch', { name: 'Open to matching' })).toBeNull();
    cleanup();
    signInShell(server, 'staff');
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Account details' });
    expect(details()).toEqual({ Name: 'Jane Doe', Email: 'jane.doe@example.com' });
    expect(screen.queryByRole('switch', { name: 'Open to matching' })).toBeNull();
  });

  it('turns Open to matching off at once and saves it', async () => {
    signInShell(server, 'jobseeker', {
      routes: { [PATCH_SETTINGS]: { status: 200, body: { open_to_matching: false, newsletter: false } satisfies FromSchema<typeof mySettingsWireSchema> } },
    });
    const { release } = holdPatches();
    renderApp('/settings');
    const toggle = (await screen.findByRole('switch', { name: 'Open to matching' })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    // Before the server has answered.
    expect(toggle.checked).toBe(false);
    release();
    expect(await screen.findByText('Your matching preference was saved.')).toBeTruthy();
    expect(toggle.checked).toBe(false);
    expect(received(server, PATCH_SETTINGS).map((request) => request.body)).toEqual([{ open_to_matching: false }]);
  });

  it('moves the switch back and says why when the save fails', async () => {
    signInShell(server, 'jobseeker', {
      routes: {
        [`GET /api/my-settings/${USER_ID}/`]: {
          status: 200,
          body: { open_to_matching: false, newsletter: false } satisfies FromSchema<typeof mySettingsWireSchema>,
        },
        [PATCH_SETTINGS]: { status: 403, body: { detail: 'You can only see and change your own account.' } },
      },
    });
    const { release } = holdPatches();
    renderApp('/settings');
    const toggle = (await screen.findByRole('switch', { name: 'Open to matching' })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    release();
    const alert = await screen.findByText(/^Your matching preference could not be saved\./);
    expect(alert.closest('[role="alert"]')?.textContent).toBe('Your matching preference could not be saved. You can only see and change your own account.');
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(screen.queryByText('Your matching preference was saved.')).toBeNull();
  });

  it('offers Try Again when the setting cannot be loaded', async () => {
    signInShell(server, 'jobseeker', { routes: { [`GET /api/my-settings/${USER_ID}/`]: { status: 404, body: { detail: 'No such user.' } } } });
    renderApp('/settings');
    expect((await screen.findByText(/Your matching preference could not be loaded\./)).textContent).toContain('No such user.');
    const matching = screen.getByText(/Your matching preference could not be loaded\./).closest('[role="alert"]') as HTMLElement;
    expect(within(matching).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
