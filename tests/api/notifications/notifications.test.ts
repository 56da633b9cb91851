import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { notify } from '../../../src/server/notifications/notify';
import { decodeJwt } from 'jose';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function newUser() {
  const { token } = await signUpToken(t.app, { first_name: 'Mary' });
  return { token, userId: decodeJwt(token).user_id as number };
}

function list(token: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/notifications/notifications/${query}`, headers: auth(token) });
}

function unreadCount(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/notifications/notifications/unread_count/', headers: auth(token) });
}

describe('notifications', () => {
  it('welcomes a new user with one unread notification', async () => {
    const { token } = await newUser();
    expect((await unreadCount(token)).json()).toEqual({ unread_count: 1 });
    const [welcome] = (await list(token)).json().results;
    expect(welcome).toMatchObject({ type: 'welcome', is_read: false, action_url: '/profile', time_since_created: '0 minutes' });
    expect(welcome.title).toContain('Welcome, Mary!');
  });

  it('filters by is_read, type and limit, newest first', async () => {
    const { token, userId } = await newUser();
    t.clock.advance(60_000);
    await notify(t.database.db, { userId, type: 'welcome', title: 'Second' }, t.clock.now());
    t.clock.advance(60_000);
    await notify(t.database.db, { userId, type: 'welcome', title: 'Third' }, t.clock.now());
    const latest = (await list(token, '?limit=2')).json().results;
    expect(latest.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);
    expect((await list(token, '?is_read=true')).json().results).toEqual([]);
    expect((await list(token, '?type=match')).json().results).toEqual([]);
    const bad = await list(token, '?limit=many&is_read=yes');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['code', 'is_read', 'limit']);
    const none = await list(token, '?limit=0');
    expect(none.statusCode).toBe(400);
    expect(none.json().limit).toEqual(['Use a whole number from 1 to 100.']);
    expect((await list(token, '?limit=101')).statusCode).toBe(400);
  });

  it('marks one as read, then all with an empty list, touching only the caller', async () => {
    const me = await newUser();
    const other = await newUser();
    await notify(t.database.db, { userId: me.userId, type: 'welcome', title: 'Another' }, t.clock.now());
    const [first] = (await list(me.token)).json().results;
    const theirs = (await list(other.token)).json().results[0];

    const mark = (ids: number[]) =>
      t.app.inject({ method: 'POST', url: '/api/notifications/notifications/mark_as_read/', headers: auth(me.token), payload: { notification_ids: ids } });
    expect((await mark([first.id, theirs.id])).json()).toEqual({ marked: 1 });
    expect((await unreadCount(me.token)).json()).toEqual({ unread_count: 1 });
    expect((await unreadCount(other.token)).json()).toEqual({ unread_count: 1 });
    expect((await mark([])).json()).toEqual({ marked: 1 });
    expect((await unreadCount(me.token)).json()).toEqual({ unread_count: 0 });
    expect((await unreadCount(other.token)).json()).toEqual({ unread_count: 1 });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/notifications/unread_count/' });
    expect(response.statusCode).toBe(401);
  });

  it('unsubscribes by uuid without signing in, and says so for an unknown or malformed uuid', async () => {
    const { token } = await newUser();
    const [welcome] = (await list(token)).json().results;
    const off = await t.app.inject({ method: 'PATCH', url: `/api/notifications/unsubscribe/${welcome.uuid}`, payload: { subscribe: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ type: 'welcome', subscribe: false });
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/unsubscribe/00000000-0000-4000-8000-000000000000',
      payload: { subscribe: false },
    });
    expect(unknown.statusCode).toBe(404);
    // A malformed uuid names no notification either: the same 404 (issue 37 item 3; it was a 400 naming the field).
    const malformed = await t.app.inject({ method: 'PATCH', url: '/api/notifications/unsubscribe/nope', payload: { subscribe: false } });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(unknown.json());
    const notBoolean = await t.app.inject({ method: 'PATCH', url: `/api/notifications/unsubscribe/${welcome.uuid}`, payload: { subscribe: 'false' } });
    expect(notBoolean.statusCode).toBe(400);
  });
});
