import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { matchEvents, matches, matchOpenStays } from '../../../src/server/db/schema';
import { reachedIn } from '../../../src/server/reports/reached-statuses';
import { REACHED_BIT } from '../../../src/server/db/sql/match_status_bit';
import { rowsOf } from '../../../src/server/reports/report-scope';
import { MATCH_STATUS_VALUES, type MatchStatus } from '../../../src/shared/match-statuses';
import { createTestApp, type TestApp } from '../support/test-app';
import { coworkerOf, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, moveThrough, openRoleRow, proposed, setMatchingAccess, signUpJobseeker } from '../support/match-helpers';

const DAY = 86_400_000;

let t: TestApp;
let staff: string;
let employer: Employee;
let other: Employee;
let roleUuid: string;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Funnel Public Schools');
  other = await signUpEmployer(t.app, 'Other Charter Network');
  const role = await openRoleRow(t, employer.employerId, 'Reading Specialist');
  roleUuid = role.uuid;
  const seekers = [await signUpJobseeker(t), await signUpJobseeker(t), await signUpJobseeker(t)];
  // Day 0 (2026-11-21 12:00 UTC): three proposals.
  ids = [];
  for (const seeker of seekers) ids.push((await proposed(t, staff, role.uuid, seeker.userId)).id);
  const [first, second, third] = ids as [number, number, number];
  // Sessions last 30 minutes: staff sign in again after each jump of the clock.
  const later = async (days: number) => {
    t.clock.advance(days * DAY);
    staff = await staffToken(t);
  };
  await later(1); // day 1
  await moveThrough(t, staff, first, 'jobseeker_accept');
  await moveThrough(t, staff, second, 'jobseeker_accept');
  await moveThrough(t, staff, third, 'staff_rejected');
  await later(2); // day 3
  await moveThrough(t, staff, first, 'pending_employer_review');
  await moveThrough(t, staff, second, 'pending_employer_review');
  await later(4); // day 7
  await moveThrough(t, staff, first, 'phone_screen');
  await later(10); // day 17
  await moveThrough(t, staff, first, 'employer_reject');
  await later(3); // day 20: now
  // The organization's people sign in now too.
  employer = await coworkerOf(t, employer.employerId);
  other = await coworkerOf(t, other.employerId);
});
afterAll(() => t.close());

const report = async (token: string, path: string) => {
  const response = await get(t, token, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/staff/reports/funnel/', () => {
  it('counts the matches at each status and those that ever reached it, as their events say, in spec order', async () => {
    const funnel = await report(staff, `/api/staff/reports/funnel/?employer=${employer.employerId}`);
    expect(funnel.total).toBe(3);
    expect(funnel.stages.map((stage: { status: string }) => stage.status).slice(0, 5)).toEqual([
      'confirm_match',
      'staff_rejected',
      'jobseeker_accept',
      'jobseeker_reject',
      'pending_employer_review',
    ]);
    const byStatus = Object.fromEntries(
      funnel.stages.map((stage: { status: string; count: number; reached: number }) => [stage.status, [stage.count, stage.reached]]),
    );
    expect(byStatus).toMatchObject({
      confirm_match: [0, 3],
      staff_rejected: [1, 1],
      jobseeker_accept: [0, 2],
      pending_employer_review: [1, 2],
      phone_screen: [0, 1],
      employer_reject: [1, 1],
      hired: [0, 0],
    });
    // Each `reached` is what the matches' own histories say.
    const histories = await Promise.all(ids.map(async (id) => (await get(t, staff, `/api/matches/${id}/events/`)).json<{ to_status: string }[]>()));
    for (const stage of funnel.stages as { status: string; reached: number }[]) {
      expect(stage.reached, stage.status).toBe(histories.filter((events) => events.some((event) => event.to_status === stage.status)).length);
    }
    expect(funnel.stages.find((stage: { status: string }) => stage.status === 'phone_screen').title).toBe('Phone screen');
  });

  it('filters by role and by days in New York time', async () => {
    expect((await report(staff, `/api/staff/reports/funnel/?role=${roleUuid}`)).total).toBe(3);
    // A match proposed at 22:00 in New York on Nov 21 is 03:00 UTC on Nov 22: it belongs to Nov 21.
    const late = await openRoleRow(t, other.employerId, 'Late Role');
    const seeker = await signUpJobseeker(t);
    const [row] = await t.database.db
      .insert(matches)
      .values({ roleId: late.id, jobseekerId: seeker.userId, status: 'confirm_match', createdAt: new Date('2026-11-22T03:00:00Z') })
      .returning();
    await t.database.db.insert(matchEvents).values({ matchId: row!.id, toStatus: 'confirm_match', createdAt: new Date('2026-11-22T03:00:00Z') });
    const on = (from: string, to: string) => report(staff, `/api/staff/reports/funnel/?employer=${other.employerId}&from=${from}&to=${to}`);
    expect((await on('2026-11-21', '2026-11-21')).total).toBe(1);
    expect((await on('2026-11-22', '2026-11-30')).total).toBe(0);
    expect((await report(staff, `/api/staff/reports/funnel/?from=2026-11-22`)).total).toBe(0);
  });

  it('refuses filters that mean nothing with a 400 naming each, and changes nothing', async () => {
    const response = await get(t, staff, '/api/staff/reports/funnel/?from=2026-02-30&to=yesterday&employer=abc&role=nope');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(['employer', 'from', 'role', 'to']));
    const backwards = await get(t, staff, '/api/staff/reports/funnel/?from=2026-11-02&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().to[0]).toMatch(/before the start date/);
    expect((await get(t, staff, '/api/staff/reports/funnel/?employer=999999')).json()).toMatchObject({ employer: ['No organization has this id.'] });
    expect((await get(t, staff, `/api/staff/reports/funnel/?employer=${other.employerId}&role=${roleUuid}`)).statusCode).toBe(400);
    expect((await get(t, staff, '/api/staff/reports/funnel/?colour=red')).statusCode).toBe(400);
  });

  it("gives an employee with matching access their organization's funnel only, from the employer's first stage", async () => {
    const funnel = await report(employer.token, '/api/staff/reports/funnel/');
    // The staff-rejected match never reached the employer; the two sent to them are counted.
    expect(funnel.total).toBe(2);
    expect(funnel.stages.map((stage: { status: string }) => stage.status)).not.toContain('confirm_match');
    expect(funnel.stages[0]).toMatchObject({ status: 'pending_employer_review', count: 1, reached: 2 });
    expect((await report(employer.token, `/api/staff/reports/funnel/?employer=${employer.employerId}&role=${roleUuid}`)).total).toBe(2);
    const elsewhere = await get(t, employer.token, `/api/staff/reports/funnel/?employer=${other.employerId}`);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().detail).toMatch(/your own organization/);
    // The other organization's employee sees none of it, even naming the role.
    expect((await get(t, other.token, `/api/staff/reports/funnel/?role=${roleUuid}`)).statusCode).toBe(400);
    const coworker = await coworkerOf(t, employer.employerId);
    await setMatchingAccess(t, coworker.userId, false);
    expect((await get(t, coworker.token, '/api/staff/reports/funnel/')).statusCode).toBe(403);
  });

  it('is refused to job seekers (403) and to anonymous callers (401)', async () => {
    const seeker = await signUpJobseeker(t);
    expect((await get(t, seeker.token, '/api/staff/reports/funnel/')).statusCode).toBe(403);
    expect((await get(t, null, '/api/staff/reports/funnel/')).statusCode).toBe(401);
  });
});

describe('GET /api/staff/reports/time-in-status/', () => {
  it('is for staff only', async () => {
    expect((await get(t, employer.token, '/api/staff/reports/time-in-status/')).statusCode).toBe(403);
  });

  it('gives the median and 90th percentile of days in each status from the events, counting a match still there up to now', async () => {
    const { statuses } = await report(staff, `/api/staff/reports/time-in-status/?employer=${employer.employerId}`);
    const byStatus = Object.fromEntries(statuses.map((row: { status: string }) => [row.status, row]));
    expect(byStatus.confirm_match).toMatchObject({ stays: 3, median_days: 1, p90_days: 1 });
    expect(byStatus.jobseeker_accept).toMatchObject({ stays: 2, median_days: 2, p90_days: 2 });
    // 4 days for the first; the second is still there after 17 days.
    expect(byStatus.pending_employer_review).toMatchObject({ stays: 2, median_days: 10.5, p90_days: 15.7 });
    expect(byStatus.phone_screen).toMatchObject({ stays: 1, median_days: 10, p90_days: 10 });
    expect(byStatus.resume_review).toMatchObject({ stays: 0, median_days: null, p90_days: null });
    // Statuses that end a match have no time in them.
    expect(Object.keys(byStatus)).not.toContain('employer_reject');
    expect(Object.keys(byStatus)).not.toContain('hired');

    t.clock.advance(2 * DAY);
    staff = await staffToken(t);
    const later = await report(staff, `/api/staff/reports/time-in-status/?employer=${employer.employerId}`);
    expect(later.statuses.find((row: { status: string }) => row.status === 'pending_employer_review')).toMatchObject({ median_days: 11.5 });
  });

  it('counts the stays of the matches proposed on the days asked, whenever the stays were', async () => {
    const on = async (days: string) => (await report(staff, `/api/staff/reports/time-in-status/?${days}`)).statuses;
    const stays = (statuses: { status: string; stays: number }[]) => statuses.map((row) => [row.status, row.stays]);
    const mine = await on(`employer=${employer.employerId}&from=2026-11-21&to=2026-11-21`);
    // The organization's matches, proposed on Nov 21, moved on the days after it; only "Late Role"'s match (of another
    // organization, proposed late on Nov 21 in New York) is in confirm_match, where it stays still.
    expect((await on('from=2026-11-21&to=2026-11-21')).filter((row: { status: string }) => row.status !== 'confirm_match')).toEqual(
      mine.filter((row: { status: string }) => row.status !== 'confirm_match'),
    );
    expect((await on('from=2026-11-21&to=2026-11-21')).find((row: { status: string }) => row.status === 'confirm_match').stays).toBe(4);
    expect(stays(await on('from=2026-11-22')).every(([, count]) => count === 0)).toBe(true);
    expect(stays(await on('to=2026-11-20')).every(([, count]) => count === 0)).toBe(true);
  });
});

describe('what the reports keep from the events (migrations 0028 and 0030)', () => {
  /** A match of a new role and job seeker, created at `createdAt` with no events; `event` writes one `day`s later. */
  async function bareMatch(roleTitle: string, status: MatchStatus, createdAt: string) {
    const role = await openRoleRow(t, other.employerId, roleTitle);
    const seeker = await signUpJobseeker(t);
    const at = new Date(createdAt).getTime();
    const [match] = await t.database.db
      .insert(matches)
      .values({ roleId: role.id, jobseekerId: seeker.userId, status, createdAt: new Date(at) })
      .returning({ id: matches.id });
    const id = match!.id;
    const event = (fromStatus: string | null, toStatus: string, day: number) => ({ matchId: id, fromStatus, toStatus, createdAt: new Date(at + day * DAY) });
    return { id, at, event };
  }
  it('numbers the statuses a match reached as the database does', async () => {
    const result = await t.database.db.execute(
      sql`select status, match_status_bit(status) as bit from unnest(${sql.raw(`array[${MATCH_STATUS_VALUES.map((status) => `'${status}'`).join(', ')}]`)}) as status`,
    );
    const bits = Object.fromEntries(rowsOf<{ status: string; bit: number }>(result).map((row) => [row.status, Number(row.bit)]));
    expect(bits).toEqual(Object.fromEntries(MATCH_STATUS_VALUES.map((status) => [status, 1 << REACHED_BIT[status]])));
  });

  it('keeps the statuses reached and each stay in days, whatever order the events come in', async () => {
    const match = await bareMatch('Out Of Order', 'pending_employer_review', '2026-11-01T12:00:00Z');
    const { event } = match;
    await t.database.db.insert(matchEvents).values(event('jobseeker_accept', 'pending_employer_review', 3.5));
    await t.database.db.insert(matchEvents).values([event(null, 'confirm_match', 0), event('confirm_match', 'jobseeker_accept', 1)]);
    const [row] = await t.database.db.select({ reached: matches.reached }).from(matches).where(eq(matches.id, match.id));
    expect(reachedIn(row!.reached)).toEqual(['confirm_match', 'jobseeker_accept', 'pending_employer_review']);
    const stays = await t.database.db
      .select({ status: matchEvents.toStatus, days: matchEvents.stayDays })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, match.id))
      .orderBy(matchEvents.createdAt);
    expect(stays).toEqual([
      { status: 'confirm_match', days: 1 },
      { status: 'jobseeker_accept', days: 2.5 },
      { status: 'pending_employer_review', days: null },
    ]);
  });

  it('keeps the stay each live match is in now, none for an archived one, as the latest events say', async () => {
    // The stays still going, worked out from every event the way time in status once did, against what is kept.
    const openStaysFromEvents = async () =>
      rowsOf<{ match_id: number; status: string; since: Date | string; match_created_at: Date | string }>(
        await t.database.db.execute(sql`select e.match_id, e.to_status as status, e.created_at as since, m.created_at as match_created_at
          from match_events e join matches m on m.id = e.match_id
          where not m.archived and e.stay_days is null and (e.from_status is null or e.from_status <> e.to_status)
          order by e.match_id`),
      ).map((row) => ({ matchId: Number(row.match_id), status: row.status, since: new Date(row.since), matchCreatedAt: new Date(row.match_created_at) }));
    const kept = () => t.database.db.select().from(matchOpenStays).orderBy(matchOpenStays.matchId);
    const match = await bareMatch('Open Stays', 'jobseeker_accept', '2026-11-02T12:00:00Z');
    const { event, at } = match;
    const mine = async () => (await kept()).filter((row) => row.matchId === match.id);
    const archived = (value: boolean) => t.database.db.update(matches).set({ archived: value }).where(eq(matches.id, match.id));

    await t.database.db.insert(matchEvents).values([event(null, 'confirm_match', 0), event('confirm_match', 'jobseeker_accept', 1)]);
    expect(await mine()).toEqual([{ matchId: match.id, status: 'jobseeker_accept', since: new Date(at + DAY), matchCreatedAt: new Date(at) }]);
    expect(await kept()).toEqual(await openStaysFromEvents());

    await archived(true);
    expect(await mine()).toEqual([]);
    await archived(false);
    expect(await mine()).toEqual([{ matchId: match.id, status: 'jobseeker_accept', since: new Date(at + DAY), matchCreatedAt: new Date(at) }]);

    // An archiving event keeps the status: the stay it ends is not followed by another.
    await t.database.db.insert(matchEvents).values(event('jobseeker_accept', 'jobseeker_accept', 2));
    expect(await mine()).toEqual([]);
    expect(await kept()).toEqual(await openStaysFromEvents());
  });

  it("keeps on each stay its match's creation, for a match added with its events in one statement and when it changes", async () => {
    const role = await openRoleRow(t, other.employerId, 'Match Days');
    const seeker = await signUpJobseeker(t);
    const kept = async () =>
      rowsOf<{ matched: Date | string; event: Date | string | null; open: Date | string | null }>(
        await t.database.db.execute(sql`select m.created_at as matched, e.match_created_at as event, o.match_created_at as open
          from matches m join match_events e on e.match_id = m.id left join match_open_stays o on o.match_id = m.id
          where m.role_id = ${role.id}`),
      ).map((row) => ({
        matched: new Date(row.matched).toISOString(),
        event: row.event && new Date(row.event).toISOString(),
        open: row.open && new Date(row.open).toISOString(),
      }));
    // One statement adds the match and its events: a trigger on each event cannot see the match yet.
    await t.database.db.execute(sql`
      with added as (
        insert into matches (role_id, jobseeker_id, status, created_at) values (${role.id}, ${seeker.userId}, 'jobseeker_accept', '2026-10-01T12:00:00Z')
        returning id
      )
      insert into match_events (match_id, from_status, to_status, created_at)
      select id, null, 'confirm_match', timestamptz '2026-10-01T12:00:00Z' from added
      union all select id, 'confirm_match', 'jobseeker_accept', timestamptz '2026-10-02T12:00:00Z' from added`);
    const proposedOn = new Date('2026-10-01T12:00:00Z').toISOString();
    expect(await kept()).toEqual([
      { matched: proposedOn, event: proposedOn, open: proposedOn },
      { matched: proposedOn, event: proposedOn, open: proposedOn },
    ]);
    await t.database.db
      .update(matches)
      .set({ createdAt: new Date('2026-09-30T12:00:00Z') })
      .where(eq(matches.roleId, role.id));
    const movedTo = new Date('2026-09-30T12:00:00Z').toISOString();
    expect(await kept()).toEqual([
      { matched: movedTo, event: movedTo, open: movedTo },
      { matched: movedTo, event: movedTo, open: movedTo },
    ]);
  });

  it('gives the whole marketplace the time in status its matches give when filtered', async () => {
    const whole = await report(staff, '/api/staff/reports/time-in-status/');
    expect(whole).toEqual(await report(staff, '/api/staff/reports/time-in-status/?from=2000-01-01'));
    expect(whole.statuses.find((row: { status: string }) => row.status === 'confirm_match').stays).toBeGreaterThanOrEqual(3);
  });
});
