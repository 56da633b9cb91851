import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MATCH_STATUS_VALUES } from '../../../src/shared/match-statuses';
import { ROLE_STATUSES } from '../../../src/shared/role-statuses';
import { createTestApp, type TestApp } from '../support/test-app';
import { openRoleRow, proposed, signUpJobseeker } from '../support/match-helpers';
import { signUpEmployer, staffToken } from '../support/role-helpers';

let t: TestApp;
let staff: string;
let employerId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employerId = (await signUpEmployer(t.app, 'Invariant Schools')).employerId;
});
afterAll(() => t.close());

/** The database's error for `statement` (Drizzle wraps the driver's error), or undefined when it succeeds. */
async function refusal(statement: Promise<unknown>): Promise<{ code?: string; constraint?: string } | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
      if (typeof (e as { code?: unknown }).code === 'string') return e as { code: string; constraint?: string };
    }
    throw error;
  }
}

async function roleWithCandidates(title: string, count: number) {
  const role = await openRoleRow(t, employerId, title);
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) ids.push((await proposed(t, staff, role.uuid, (await signUpJobseeker(t)).userId)).id);
  return { role, ids };
}

const setStatusInSql = (id: number, status: string, archived = false) =>
  t.database.db.execute(sql`update matches set status = ${status}, archived = ${archived} where id = ${id}`);

/** The quoted words of a CHECK constraint as the database holds it. */
async function checkValues(name: string): Promise<string[]> {
  const result = (await t.database.db.execute(sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${name}`)) as unknown as {
    rows: { definition: string }[];
  };
  return [...result.rows[0]!.definition.matchAll(/'([^']*)'/g)].map((found) => found[1]!);
}

describe('the database holds what the code assumes of matches and roles', () => {
  it('allows exactly the statuses listed in code, for matches and for roles', async () => {
    expect(await checkValues('matches_status_check')).toEqual([...MATCH_STATUS_VALUES]);
    expect(await checkValues('roles_status_check')).toEqual([...ROLE_STATUSES]);
    const { ids } = await roleWithCandidates('Registrar', 1);
    expect(await refusal(setStatusInSql(ids[0]!, 'interviewing'))).toMatchObject({ code: '23514' });
  });

  it('refuses a second live offer on a role written straight in the table, and a hire beside an offer', async () => {
    const { ids } = await roleWithCandidates('Head of Science', 3);
    expect(await refusal(setStatusInSql(ids[0]!, 'offer_extended'))).toBeUndefined();
    expect(await refusal(setStatusInSql(ids[1]!, 'offer_extended'))).toMatchObject({ code: '23505', constraint: 'matches_one_live_offer_per_role' });
    expect(await refusal(setStatusInSql(ids[2]!, 'hired'))).toMatchObject({ code: '23505', constraint: 'matches_one_live_offer_per_role' });
    // An ended offer is no longer live: the role may offer again.
    expect(await refusal(setStatusInSql(ids[0]!, 'offer_extended', true))).toBeUndefined();
    expect(await refusal(setStatusInSql(ids[1]!, 'offer_extended'))).toBeUndefined();
  });
});
