import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { matches } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { move, moveThrough, openRoleRow, proposed, signUpJobseeker } from '../support/match-helpers';
import { signUpEmployer, staffToken } from '../support/role-helpers';

let t: TestApp;
let staff: string;
let employerId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employerId = (await signUpEmployer(t.app, 'Second Offer Schools')).employerId;
});
afterAll(() => t.close());

/**
 * Until `undo`, a write giving match `target` an offer first gives match `other` one, in the same statement, by
 * a trigger of this test's database: as a writer that skips the role's lock would, after the application's check
 * has read the role's matches and found no offer. The check itself runs as in production (no module is replaced:
 * API test files share their modules, so a mock would not hold), and passes; only the database is left to refuse.
 */
async function offerSlipsInBefore(target: number, other: number): Promise<{ undo(): Promise<void> }> {
  const { db } = t.database;
  await db.execute(
    sql.raw(`create function test_offer_slips_in() returns trigger language plpgsql as $$
      begin
        update matches set status = 'offer_extended' where id = ${other};
        return new;
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger test_offer_slips_in before update of status on matches for each row
      when (new.id = ${target} and new.status = 'offer_extended') execute function test_offer_slips_in()`),
  );
  return {
    undo: async () => {
      await db.execute(sql`drop trigger test_offer_slips_in on matches`);
      await db.execute(sql`drop function test_offer_slips_in()`);
    },
  };
}

describe('one live offer per role, held by the database', () => {
  it('answers 409 conflict, and writes nothing, when an offer slips in after the application checked the role', async () => {
    const role = await openRoleRow(t, employerId, 'Dean of Faculty');
    const [holder, mover] = [
      (await proposed(t, staff, role.uuid, (await signUpJobseeker(t)).userId)).id,
      (await proposed(t, staff, role.uuid, (await signUpJobseeker(t)).userId)).id,
    ];
    await moveThrough(t, staff, mover, 'jobseeker_accept', 'pending_employer_review');
    const slipping = await offerSlipsInBefore(mover, holder);
    let response;
    try {
      response = await move(t, staff, mover, 'offer_extended');
    } finally {
      await slipping.undo();
    }
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Another candidate of this role already holds its offer or hire. Reload the role to see where it stands.',
      code: 'conflict',
    });
    const rows = await t.database.db
      .select({ id: matches.id, status: matches.status, archived: matches.archived })
      .from(matches)
      .where(inArray(matches.id, [holder, mover]));
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: holder, status: 'confirm_match', archived: false },
      { id: mover, status: 'pending_employer_review', archived: false },
    ]);
    // Without the slipped-in offer the same move is the application's to allow.
    expect((await move(t, staff, mover, 'offer_extended')).statusCode).toBe(200);
    const [moved] = await t.database.db.select({ status: matches.status }).from(matches).where(eq(matches.id, mover));
    expect(moved!.status).toBe('offer_extended');
  });
});
