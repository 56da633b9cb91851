// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../../src/shared/session-constants';
import { PUBLIC_ROUTES } from '../../../../../src/web/app/route-table';
import { productTheme } from '../../../../../src/web/app/theme';
import type { FetchStub, StubReply } from '../../support/fetch-stub';
import { deferred, stubFetch } from '../../support/fetch-stub';
import { sessionToken } from '../../support/make-token';

const UUID = '3f9c2a1e-8d4b-4c7a-9e21-5b6d7f8a9c0d';
const PATTERN = '/notifications/unsubscribe/:notificationUuid';

let fetchStub: FetchStub;

beforeEach(() => {
  localStorage.clear();
  fetchStub = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The route table's own entry for the unsubscribe link, opened at `uuid`, signed out. */
function openLink(uuid = UUID): void {
  const route = PUBLIC_ROUTES.find((entry) => entry.path === PATTERN);
  if (route === undefined) throw new Error(`The route table has no ${PATTERN}.`);
  render(
    <ThemeProvider theme={productTheme()}>
      <MemoryRouter initialEntries={[`/notifications/unsubscribe/${uuid}`]}>
        <Routes>
          <Route path={route.path} element={route.element} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

function answerPatch(reply: (subscribe: boolean) => StubReply | Promise<StubReply>): void {
  fetchStub.reply((call) => (call.method === 'PATCH' ? reply((call.body as { subscribe: boolean }).subscribe) : { status: 404, body: {} }));
}

const patches = (): unknown[] => fetchStub.calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe('unsubscribe link', () => {
  it('shows a loading state, turns the e-mails off and says which kind', async () => {
    const held = deferred<StubReply>();
    answerPatch(() => held.promise);
    openLink();
    expect(await screen.findByRole('progressbar', { name: 'Updating your e-mail settings' })).toBeTruthy();
    held.resolve({ status: 200, body: { type: 'welcome', subscribe: false } });
    await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" });
    expect(screen.getByText('Welcome e-mails are turned off.')).toBeTruthy();
    expect(fetchStub.calls[0]?.url).toBe(`/api/notifications/unsubscribe/${UUID}/`);
    expect(patches()).toEqual([{ subscribe: false }]);
  });

  it('works signed out: no token rides along even when one is stored', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, sessionToken('jobseeker'));
    answerPatch((subscribe) => ({ status: 200, body: { type: 'welcome', subscribe } }));
    openLink();
    await screen.findByRole('heading', { name: "You're unsubscribed" });
    expect(fetchStub.calls[0]?.authorization).toBeNull();
  });

  it('Subscribe again turns them back on, and Unsubscribe off again', async () => {
    answerPatch((subscribe) => ({ status: 200, body: { type: 'new_match', subscribe } }));
    openLink();
    await screen.findByText('New match e-mails are turned off.');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    await screen.findByRole('heading', { level: 1, name: "You're subscribed again" });
    expect(screen.getByText('New match e-mails are turned on again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" });
    expect(patches()).toEqual([{ subscribe: false }, { subscribe: true }, { subscribe: false }]);
  });

  it('says plainly when the link is unknown', async () => {
    answerPatch(() => ({ status: 404, body: { detail: 'This unsubscribe link is not valid any more.' } }));
    openLink();
    await screen.findByRole('heading', { level: 1, name: 'This link is not valid' });
    expect(screen.getByText('This unsubscribe link is not valid any more. Your e-mail settings have not changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe again' })).toBeNull();
  });

  it('says the same for a link that is not even shaped like one (400)', async () => {
    answerPatch(() => ({ status: 400, body: { detail: 'params/notificationUuid must match format "uuid"' } }));
    openLink('nope');
    await screen.findByRole('heading', { level: 1, name: 'This link is not valid' });
  });

  it('offers Try Again when the servers cannot be reached', async () => {
    let up = false;
    answerPatch((subscribe) => (up ? { status: 200, body: { type: 'welcome', subscribe } } : { status: 503, body: { detail: 'down' } }));
    openLink();
    await screen.findByRole('heading', { level: 1, name: 'Your e-mail settings could not be changed' });
    expect(screen.getByText('Our servers are experiencing issues. Please try again in a few moments.')).toBeTruthy();
    up = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" });
  });
});
