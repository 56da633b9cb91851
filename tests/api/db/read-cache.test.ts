import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { employers, flowAnswers, notifications, users } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { openDatabase } from '../../../src/server/db/open-database';
import { rowTopic } from '../../../src/server/db/read-cache';
import { writeAnnounced } from '../../../src/server/db/written-rows';
import type { AppTransaction } from '../../../src/server/db/database';
import { myProfile } from '../support/accounts';
import { signUpJobseeker } from '../support/match-helpers';
import { auth, signUpEmployer } from '../support/role-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const unreadCount = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications/notifications/unread_count/', headers: auth(token) })).json<{ unread_count: number }>()
    .unread_count;

// The profile, the unread count and every signed-in request's user are answered from memory once read; whoever
// changes the rows behind them (here: straight to the tables, as an administrator or another service might), the
// next request sees the change.
describe('reads kept in memory follow the database', () => {
  it('a renamed user, straight in the table, is what the next profile shows', async () => {
    const seeker = await signUpJobseeker(t, { first_name: 'Grace' });
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Grace');
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Grace');
    await t.database.db.update(users).set({ firstName: 'Hopper' }).where(eq(users.id, seeker.userId));
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Hopper');
  });

  it('a session revoked straight in the table is refused on the very next request', async () => {
    const seeker = await signUpJobseeker(t);
    expect((await myProfile(t.app, seeker.token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, seeker.userId));
    const refused = await myProfile(t.app, seeker.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Invalid signature.');
  });

  // Answers and notifications are announced by the server's code that writes them (migration 0031): through
  // writeAnnounced, alone or inside a transaction, the next request sees the change.
  it('the unread count follows notifications the server writes and marks read, alone or in a transaction', async () => {
    const seeker = await signUpJobseeker(t);
    const before = await unreadCount(seeker.token);
    const { db } = t.database;
    const insert = () => db.insert(notifications).values({ userId: seeker.userId, type: 'message', title: 'A new message', createdAt: new Date() });
    await writeAnnounced(db, notifications, seeker.userId, insert);
    expect(await unreadCount(seeker.token)).toBe(before + 1);
    await db.transaction(async (tx) => {
      await writeAnnounced(tx, notifications, seeker.userId, () =>
        tx.insert(notifications).values({ userId: seeker.userId, type: 'message', title: 'Another message', createdAt: new Date() }),
      );
      // Not committed yet: what is shown is still the committed count, and stays so once read.
      expect(await unreadCount(seeker.token)).toBe(before + 1);
    });
    expect(await unreadCount(seeker.token)).toBe(before + 2);
    await writeAnnounced(db, notifications, seeker.userId, () => db.update(notifications).set({ isRead: true }).where(eq(notifications.userId, seeker.userId)));
    expect(await unreadCount(seeker.token)).toBe(0);
  });

  it('refuses to write answers or notifications through a transaction that is over, before writing', async () => {
    const seeker = await signUpJobseeker(t);
    const before = await unreadCount(seeker.token);
    let kept: AppTransaction | undefined;
    await t.database.db.transaction(async (tx) => {
      kept = tx;
    });
    let wrote = false;
    await expect(
      writeAnnounced(kept!, notifications, seeker.userId, async () => {
        wrote = true;
      }),
    ).rejects.toThrow(`notifications:${seeker.userId}: written through a transaction that is over`);
    expect(wrote).toBe(false);
    expect(await unreadCount(seeker.token)).toBe(before);
  });

  it("an organization's new name, straight in the table, is what its employee's next profile shows", async () => {
    const employee = await signUpEmployer(t.app, 'Old Name Academy');
    expect((await myProfile(t.app, employee.token)).json().employer.name).toBe('Old Name Academy');
    await t.database.db.update(employers).set({ name: 'New Name Academy' }).where(eq(employers.id, employee.employerId));
    expect((await myProfile(t.app, employee.token)).json().employer.name).toBe('New Name Academy');
  });

  it('a change that is rolled back changes nothing that is shown', async () => {
    const seeker = await signUpJobseeker(t, { first_name: 'Kept' });
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Kept');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Rolled back' }).where(eq(users.id, seeker.userId));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Kept');
  });
});

/** Answers once `check` holds, or fails after `ms`: another process's change arrives a moment after its commit. */
async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.runIf(process.env.TEST_DATABASE === 'postgres')('on PostgreSQL, with other processes', () => {
  async function otherProcess(): Promise<pg.Client> {
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${result.rows[0]!.name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    return client;
  }

  // Another server process's answers and notifications are announced by that process after its commit (migrations
  // 0027 and 0031), not by NOTIFY inside the transaction.
  it("hears another server process's notifications and answers", async () => {
    const seeker = await signUpJobseeker(t);
    const before = await unreadCount(seeker.token);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${((await t.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    const other = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await writeAnnounced(other.db, notifications, seeker.userId, () =>
        other.db.insert(notifications).values({ userId: seeker.userId, type: 'message', title: 'From the other server', createdAt: new Date() }),
      );
      await eventually(async () => (await unreadCount(seeker.token)) === before + 1);
      let loads = 0;
      const answersRead = () => t.database.readCache.read(rowTopic(flowAnswers, seeker.userId), 'test', async () => (loads += 1));
      await answersRead();
      await answersRead();
      expect(loads).toBe(1);
      await writeAnnounced(other.db, flowAnswers, seeker.userId, () =>
        other.db.execute(sql`insert into flow_answers (user_id, flow_id, flow_version, answers) values (${seeker.userId}, 'test-flow', 1, '{}')`),
      );
      await eventually(async () => (await answersRead()) > 1);
    } finally {
      await other.close();
    }
  });

  it("hears another process's notifications written straight in the table (NOTIFY at commit)", async () => {
    const seeker = await signUpJobseeker(t);
    const before = await unreadCount(seeker.token);
    const other = await otherProcess();
    try {
      await other.query(`INSERT INTO notifications (user_id, type, title, created_at) VALUES ($1, 'message', 'From psql', now())`, [seeker.userId]);
      await eventually(async () => (await unreadCount(seeker.token)) === before + 1);
    } finally {
      await other.end();
    }
  });

  it("skips the triggers of answers and notifications on the server's own connections (their writers announce them)", async () => {
    const seeker = await signUpJobseeker(t);
    const before = await unreadCount(seeker.token);
    const other = await otherProcess();
    try {
      await t.database.db.insert(notifications).values({ userId: seeker.userId, type: 'message', title: 'Unannounced', createdAt: new Date() });
      // A marker from another writer, announced at commit: once it is heard, whatever was announced before it was too.
      await other.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Marker', seeker.userId]);
      await eventually(async () => (await myProfile(t.app, seeker.token)).json().first_name === 'Marker');
      expect(await unreadCount(seeker.token)).toBe(before);
    } finally {
      await other.end();
    }
  });

  it("hears another process's change to a user it has kept", async () => {
    const seeker = await signUpJobseeker(t, { first_name: 'Before' });
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Before');
    const other = await otherProcess();
    try {
      await other.query('UPDATE users SET first_name = $1 WHERE id = $2', ['After', seeker.userId]);
      await eventually(async () => (await myProfile(t.app, seeker.token)).json().first_name === 'After');
    } finally {
      await other.end();
    }
  });

  it('keeps nothing stale after its listening connection is cut, and listens again', async () => {
    const seeker = await signUpJobseeker(t, { first_name: 'Listening' });
    expect((await myProfile(t.app, seeker.token)).json().first_name).toBe('Listening');
    const other = await otherProcess();
    try {
      // Every connection of this test's database that is not the other process's: the pool's and the listener's.
      await other.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      await other.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Changed unheard', seeker.userId]);
      await eventually(async () => {
        const response = await myProfile(t.app, seeker.token);
        return response.statusCode === 200 && response.json().first_name === 'Changed unheard';
      });
      await eventually(async () => t.database.readCache.listening);
      await other.query('UPDATE users SET first_name = $1 WHERE id = $2', ['Heard again', seeker.userId]);
      await eventually(async () => (await myProfile(t.app, seeker.token)).json().first_name === 'Heard again');
    } finally {
      await other.end();
    }
  });
});
