// @vitest-environment happy-dom
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JWT_STORAGE_KEY } from '../../../../src/shared/session-constants';
import type { notificationWireSchema } from '../../../../src/shared/wire/notifications-wire';
import { productTheme } from '../../../../src/web/app/theme';
import { NotificationBell } from '../../../../src/web/notifications/notification-bell';
import { NotificationPoller } from '../../../../src/web/notifications/notification-poller';
import type { FetchStub, StubCall, StubReply } from '../support/fetch-stub';
import { deferred, stubFetch } from '../support/fetch-stub';
import { sessionToken } from '../support/make-token';
import type { FromSchema } from 'json-schema-to-ts';

const START = new Date('2030-01-01T09:00:00Z').getTime();
const COUNT = '/api/notifications/notifications/unread_count/';
const LIST = '/api/notifications/notifications/';
const MARK = '/api/notifications/notifications/mark_as_read/';

function wireNotification(id: number): FromSchema<typeof notificationWireSchema> {
  return {
    id,
    uuid: `00000000-0000-4000-8000-00000000000${id}`,
    title: `Notice ${id}`,
    type: 'welcome',
    action_url: `/matching?n=${id}`,
    is_read: false,
    created_at: new Date(START - id * 60_000).toISOString(),
    time_since_created: `${id} minutes`,
  } satisfies FromSchema<typeof notificationWireSchema>;
}

let fetchStub: FetchStub;
let unread: FromSchema<typeof notificationWireSchema>[];
/** When set, every call of that kind fails with the reply. */
let failing: { path: string | 'all'; reply: StubReply } | null;
let location = '';
let warn: ReturnType<typeof vi.spyOn>;

function answer(call: StubCall): StubReply {
  const path = call.url.split('?')[0] ?? '';
  if (failing !== null && (failing.path === 'all' || failing.path === path)) return failing.reply;
  if (path === COUNT) return { status: 200, body: { unread_count: unread.length } };
  // The fake server ignores `limit` on purpose: the bell must keep to 5 whatever it gets.
  if (path === LIST) return { status: 200, body: { results: unread } };
  if (path === MARK) {
    const ids = (call.body as { notification_ids: number[] }).notification_ids;
    const before = unread.length;
    unread = ids.length === 0 ? [] : unread.filter((item) => !ids.includes(item.id));
    return { status: 200, body: { marked: before - unread.length } };
  }
  return { status: 404, body: { detail: 'Not found.' } };
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  localStorage.clear();
  unread = [1, 2, 3, 4, 5, 6, 7].map(wireNotification);
  failing = null;
  fetchStub = stubFetch();
  fetchStub.reply(answer);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function LocationProbe() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderBell(userType: string | null): Promise<void> {
  if (userType !== null) localStorage.setItem(JWT_STORAGE_KEY, sessionToken(userType, 24 * 3600));
  render(
    <ThemeProvider theme={productTheme()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <NotificationPoller />
        <NotificationBell />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>,
  );
  await advance(0);
}

// `hidden`: while the dropdown is open the rest of the page is hidden from assistive technology.
const bell = (): HTMLElement => screen.getByRole('button', { name: /^Notifications/, hidden: true });

async function openDropdown(): Promise<HTMLElement> {
  fireEvent.click(bell());
  await advance(0);
  return screen.getByRole('dialog', { name: 'Notifications' });
}

const items = (dropdown: HTMLElement): HTMLElement[] => within(dropdown).queryAllByRole('button', { name: /^Notice/ });

describe('notification bell', () => {
  it('shows the unread count for a job seeker', async () => {
    await renderBell('jobseeker');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 7 unread');
    expect(within(bell()).getByText('7')).toBeTruthy();
  });

  it.each(['staff', 'employee'] as const)('is there for %s too', async (userType) => {
    await renderBell(userType);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 7 unread');
  });

  it.each([['a signed-out visitor', null]])('draws nothing and calls nothing for %s', async (_name, userType) => {
    await renderBell(userType);
    await advance(600_000);
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(fetchStub.calls).toHaveLength(0);
  });

  it('asks for 5 unread notifications and lists at most 5, with their age', async () => {
    await renderBell('jobseeker');
    expect(fetchStub.callsTo(LIST)[0]?.url).toBe('/api/notifications/notifications/?is_read=false&limit=5');
    const dropdown = await openDropdown();
    const listed = items(dropdown);
    expect(listed).toHaveLength(5);
    expect(listed.map((item) => item.textContent)).toEqual(['Notice 11m ago', 'Notice 22m ago', 'Notice 33m ago', 'Notice 44m ago', 'Notice 55m ago']);
  });

  it('clicking a notification marks it read and opens its page', async () => {
    await renderBell('jobseeker');
    const dropdown = await openDropdown();
    fireEvent.click(items(dropdown)[1]!);
    await advance(0);
    expect(location).toBe('/matching?n=2');
    expect(fetchStub.callsTo(MARK, 'POST').map((call) => call.body)).toEqual([{ notification_ids: [2] }]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 6 unread');
    // The next unread one moves up into the dropdown.
    const reopened = await openDropdown();
    expect(items(reopened).map((item) => item.textContent?.slice(0, 8))).toEqual(['Notice 1', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6']);
  });

  it('Mark all read marks everything and leaves the caught-up note', async () => {
    await renderBell('jobseeker');
    const dropdown = await openDropdown();
    fireEvent.click(within(dropdown).getByRole('button', { name: 'Mark all read' }));
    await advance(0);
    expect(fetchStub.callsTo(MARK, 'POST').map((call) => call.body)).toEqual([{ notification_ids: [] }]);
    expect(within(dropdown).getByText("You're all caught up.")).toBeTruthy();
    expect(items(dropdown)).toHaveLength(0);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('keeps the count down after Mark all read when a poll answered before it arrives after it', async () => {
    await renderBell('jobseeker');
    // The next poll is answered with the count of before the mark, but only once the test lets it through.
    const stale = { count: unread.length, list: [...unread] };
    const gate = deferred<void>();
    let held = 0;
    fetchStub.reply(async (call) => {
      const path = call.url.split('?')[0] ?? '';
      if (held < 2 && call.method === 'GET' && (path === COUNT || path === LIST)) {
        held += 1;
        await gate.promise;
        return path === COUNT ? { status: 200, body: { unread_count: stale.count } } : { status: 200, body: { results: stale.list } };
      }
      return answer(call);
    });
    await advance(60_000);
    expect(held).toBe(2);
    const dropdown = await openDropdown();
    fireEvent.click(within(dropdown).getByRole('button', { name: 'Mark all read' }));
    await advance(0);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    gate.resolve();
    for (let turn = 0; turn < 5; turn += 1) await advance(10);
    expect(fetchStub.callsTo(COUNT).length).toBeGreaterThanOrEqual(2);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(items(dropdown)).toHaveLength(0);
  });

  it('keeps keyboard focus inside the dropdown after Mark all read', async () => {
    await renderBell('jobseeker');
    const dropdown = await openDropdown();
    const button = within(dropdown).getByRole('button', { name: 'Mark all read' });
    button.focus();
    fireEvent.click(button);
    await advance(0);
    expect(dropdown.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Notifications');
  });

  it('says all caught up with nothing unread', async () => {
    unread = [];
    await renderBell('jobseeker');
    const dropdown = await openDropdown();
    expect(within(dropdown).getByText("You're all caught up.")).toBeTruthy();
    expect((within(dropdown).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('only logs a failure to mark as read; the page still opens', async () => {
    await renderBell('jobseeker');
    failing = { path: MARK, reply: { status: 500, body: { detail: 'boom' } } };
    const dropdown = await openDropdown();
    fireEvent.click(items(dropdown)[0]!);
    await advance(0);
    expect(location).toBe('/matching?n=1');
    expect(warn).toHaveBeenCalledWith('Notifications could not be marked as read.', expect.anything());
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 7 unread');
  });
});

describe('notification polling', () => {
  const countCalls = (): number => fetchStub.callsTo(COUNT).length;

  it('polls at once and then every 60 s', async () => {
    await renderBell('jobseeker');
    expect(countCalls()).toBe(1);
    unread = unread.slice(0, 3);
    await advance(59_999);
    expect(countCalls()).toBe(1);
    await advance(1);
    expect(countCalls()).toBe(2);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 3 unread');
    await advance(60_000);
    expect(countCalls()).toBe(3);
  });

  it('on failure resets the count, empties the list, logs, and backs off 60, 120, 240, 300 s, stopping after 5', async () => {
    await renderBell('staff');
    failing = { path: 'all', reply: { status: 503, body: { detail: 'down' } } };
    await advance(60_000);
    expect(countCalls()).toBe(2);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(warn).toHaveBeenCalledWith('Notifications could not be loaded.', expect.anything());
    const dropdown = await openDropdown();
    expect(items(dropdown)).toHaveLength(0);
    fireEvent.keyDown(dropdown, { key: 'Escape' });
    // Failures 1..4 are followed by waits of 60, 120, 240 and 300 s; the 5th ends polling.
    for (const [index, wait] of [60_000, 120_000, 240_000, 300_000].entries()) {
      await advance(wait - 1);
      expect(countCalls()).toBe(2 + index);
      await advance(1);
      expect(countCalls()).toBe(3 + index);
    }
    await advance(3_600_000);
    expect(countCalls()).toBe(6);
  });

  it('a 401 stops polling without a word', async () => {
    await renderBell('jobseeker');
    failing = { path: 'all', reply: { status: 401, body: { detail: 'Authentication credentials were not provided.' } } };
    await advance(60_000);
    expect(countCalls()).toBe(2);
    await advance(3_600_000);
    expect(countCalls()).toBe(2);
    expect(warn).not.toHaveBeenCalled();
  });
});
