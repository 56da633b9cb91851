import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { JOB_STATES } from '../../../src/server/db/schema';
import { INVOICE_STATUSES } from '../../../src/shared/invoice-statuses';
import { MATCH_STATUS_VALUES } from '../../../src/shared/match-statuses';
import { ROLE_STATUSES } from '../../../src/shared/role-statuses';
import { USER_TYPES } from '../../../src/shared/user-types';
import { MAX_FIRST_YEAR_SALARY } from '../../../src/shared/first-year-salary';
import { openTestDatabase } from '../support/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The rows `statement` answers, typed as the caller's SQL selects them. */
async function rows<Row>(statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The quoted words of a CHECK as the live database holds it (after every migration), in their order. */
async function checkedWords(constraint: string): Promise<string[]> {
  const found = await rows<{ definition: string }>(sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`);
  expect(found, constraint).toHaveLength(1);
  return [...found[0]!.definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'"));
}

/** The database's refusal of `statement`: the Postgres error code and constraint, found through Drizzle's wrapping. */
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

describe('CHECK constraints say what the constants in code say', () => {
  it.each([
    ['invoices_status_check', INVOICE_STATUSES],
    ['matches_status_check', MATCH_STATUS_VALUES],
    ['roles_status_check', ROLE_STATUSES],
    ['users_user_type_check', USER_TYPES],
    ['jobs_state_check', JOB_STATES],
  ] as const)('%s holds exactly its list', async (constraint, values) => {
    expect(await checkedWords(constraint)).toEqual([...values]);
  });
});

describe('money columns hold only amounts in range', () => {
  const invoice = (columns: { salary?: number; percent?: string; amount?: string }) =>
    database.db.execute(
      sql`insert into invoices (first_year_salary, percent, amount) values (${columns.salary ?? 50_000}, ${columns.percent ?? '10.00'}, ${columns.amount ?? '5000.00'})`,
    );

  it('takes a fee, its percent and the salary at their bounds, and refuses each past them', async () => {
    expect(await refusal(invoice({ salary: MAX_FIRST_YEAR_SALARY, percent: '100.00', amount: String(MAX_FIRST_YEAR_SALARY) }))).toBeUndefined();
    expect(await refusal(invoice({ salary: 0, percent: '0.00', amount: '0.00' }))).toBeUndefined();
    expect(await refusal(invoice({ amount: '-0.01' }))).toMatchObject({ code: '23514', constraint: 'invoices_fee_range' });
    expect(await refusal(invoice({ percent: '100.01' }))).toMatchObject({ code: '23514', constraint: 'invoices_percent_range' });
    expect(await refusal(invoice({ salary: MAX_FIRST_YEAR_SALARY + 1 }))).toMatchObject({ code: '23514', constraint: 'invoices_salary_range' });
    expect(await refusal(invoice({ salary: -1 }))).toMatchObject({ code: '23514', constraint: 'invoices_salary_range' });
  });

  it("guards a role's agreed percent and a hire's salary and fee too", async () => {
    const [employer] = await rows<{ id: number }>(sql`insert into employers (name, slug) values ('Range Academy', 'range-academy') returning id`);
    expect(
      await refusal(database.db.execute(sql`insert into roles (employer_id, status, agreed_fee_percent) values (${employer!.id}, 'draft', -1)`)),
    ).toMatchObject({
      code: '23514',
      constraint: 'roles_percent_range',
    });
    const [role] = await rows<{ id: number }>(
      sql`insert into roles (employer_id, status, agreed_fee_percent) values (${employer!.id}, 'open', 20) returning id`,
    );
    const [seeker] = await rows<{ id: number }>(
      sql`insert into users (email, email_normalized, password_hash, first_name, last_name, user_type) values ('range@example.com', 'range@example.com', 'x', 'Ra', 'Nge', 'jobseeker') returning id`,
    );
    const hire = (salary: number, fee: string) =>
      database.db.execute(
        sql`insert into matches (role_id, jobseeker_id, status, first_year_salary, placement_fee) values (${role!.id}, ${seeker!.id}, 'confirm_match', ${salary}, ${fee})`,
      );
    expect(await refusal(hire(80_000, '-5.00'))).toMatchObject({ code: '23514', constraint: 'matches_fee_range' });
    expect(await refusal(hire(MAX_FIRST_YEAR_SALARY + 1, '10.00'))).toMatchObject({ code: '23514', constraint: 'matches_salary_range' });
    expect(await refusal(hire(80_000, '16000.00'))).toBeUndefined();
  });
});
