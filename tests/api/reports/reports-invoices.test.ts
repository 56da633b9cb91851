import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices, roles } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { auth, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, move, moveThrough, openRoleRow, proposed, signUpJobseeker } from '../support/match-helpers';

let t: TestApp;
let staff: string;
let employer: Employee;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employer = await signUpEmployer(t.app, 'Invoice Unified District');
});
afterAll(() => t.close());

/** A match of a new role of `employer`, moved as far as an offer. */
async function offered(title: string, feePercent: string | null = '20.00') {
  const role = await openRoleRow(t, employer.employerId, title, feePercent);
  const seeker = await signUpJobseeker(t, { first_name: 'Mary', last_name: 'Jackson' });
  const match = await proposed(t, staff, role.uuid, seeker.userId);
  await moveThrough(t, staff, match.id, 'jobseeker_accept', 'pending_employer_review', 'final_interview', 'offer_extended');
  return { role, match };
}

const patchInvoice = (token: string, id: number | string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/staff/invoices/${id}/`, headers: auth(token), payload });

describe('invoices', () => {
  it('a hire writes one draft invoice with the fee fixed on the role, even when two requests record it at once', async () => {
    const { role, match } = await offered('Principal');
    const [first, second] = await Promise.all([
      move(t, staff, match.id, 'hired', { first_year_salary: 95_000 }),
      move(t, staff, match.id, 'hired', { first_year_salary: 95_000 }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.matchId, match.id));
    expect(rows).toHaveLength(1);
    const list = (await get(t, staff, `/api/staff/invoices/?employer=${employer.employerId}`)).json();
    expect(list.results.find((invoice: { match: number }) => invoice.match === match.id)).toEqual({
      id: rows[0]!.id,
      match: match.id,
      role: role.uuid,
      role_title: 'Principal',
      employer: employer.employerId,
      employer_name: 'Invoice Unified District',
      candidate: 'Mary Jackson',
      first_year_salary: 95_000,
      tier: 'enhanced',
      tier_title: 'Enhanced',
      percent: 20,
      amount: 19_000,
      status: 'draft',
      created_at: t.clock.now().toISOString(),
      sent_at: null,
      paid_at: null,
    });
  });

  it('writes nothing when the hire is refused', async () => {
    const role = await openRoleRow(t, employer.employerId, 'Counselor');
    const seeker = await signUpJobseeker(t);
    const match = await proposed(t, staff, role.uuid, seeker.userId);
    expect((await move(t, staff, match.id, 'hired', { first_year_salary: 50_000 })).statusCode).toBe(409);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.matchId, match.id))).toEqual([]);
  });

  it('moves draft → sent → paid; paid and void are final (409 with the reason); bad moves change nothing', async () => {
    const { match } = await offered('Dean of Students', '10.00');
    await moveThrough(t, staff, match.id);
    expect((await move(t, staff, match.id, 'hired', { first_year_salary: 70_000 })).statusCode).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.matchId, match.id));
    const id = invoice!.id;

    const early = await patchInvoice(staff, id, { status: 'paid' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'transition_not_allowed', detail: 'Send the invoice first: only a sent invoice can be marked paid.' });
    expect((await patchInvoice(staff, id, { status: 'sent', amount: 1 })).statusCode).toBe(400);
    expect((await patchInvoice(staff, id, { status: 'lost' })).statusCode).toBe(400);
    expect((await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status).toBe('draft');

    const sent = await patchInvoice(staff, id, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', sent_at: t.clock.now().toISOString(), amount: 7_000 });
    expect((await patchInvoice(staff, id, { status: 'draft' })).statusCode).toBe(409);
    expect((await patchInvoice(staff, id, { status: 'paid' })).json()).toMatchObject({ status: 'paid', paid_at: t.clock.now().toISOString() });
    const final = await patchInvoice(staff, id, { status: 'void' });
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ code: 'transition_not_allowed', detail: 'This invoice is paid: a paid invoice is final.' });
    expect((await patchInvoice(staff, id, { status: 'paid' })).statusCode).toBe(200);

    expect((await patchInvoice(staff, 999_999, { status: 'sent' })).statusCode).toBe(404);
    expect((await patchInvoice(staff, 'abc', { status: 'sent' })).statusCode).toBe(404);
    expect((await patchInvoice(employer.token, id, { status: 'void' })).statusCode).toBe(403);
    expect((await get(t, employer.token, '/api/staff/invoices/')).statusCode).toBe(403);
    expect((await get(t, staff, '/api/staff/invoices/?status=lost')).statusCode).toBe(400);
    expect((await get(t, staff, '/api/staff/invoices/?status=paid')).json().results.map((row: { id: number }) => row.id)).toEqual([id]);
  });
});

describe('GET /api/staff/invoices/ pages', () => {
  it('gives a page at a time as the staff lists do, with the count of every invoice the filters keep', async () => {
    // Thirty invoices of a new organization, one a minute, so newest first is a known order.
    const other = await signUpEmployer(t.app, 'Paging Public Schools');
    const role = await openRoleRow(t, other.employerId, 'Paged Role');
    const made = await t.database.db
      .insert(invoices)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          roleId: role.id,
          employerId: other.employerId,
          firstYearSalary: 50_000,
          amount: '5000.00',
          createdAt: new Date(Date.UTC(2026, 10, 1, 12, index)),
        })),
      )
      .returning({ id: invoices.id });
    const paging = { employerId: other.employerId, newestFirst: made.map((row) => row.id).reverse() };
    const list = (query: string) => get(t, staff, `/api/staff/invoices/?employer=${paging.employerId}${query}`);

    const first = (await list('')).json();
    expect(first).toMatchObject({ count: 30, page: 1, page_size: 25 });
    expect(first.results.map((row: { id: number }) => row.id)).toEqual(paging.newestFirst.slice(0, 25));
    const second = (await list('&page=2')).json();
    expect(second).toMatchObject({ count: 30, page: 2, page_size: 25 });
    expect(second.results.map((row: { id: number }) => row.id)).toEqual(paging.newestFirst.slice(25));
    const small = (await list('&page=3&page_size=4')).json();
    expect(small).toMatchObject({ count: 30, page: 3, page_size: 4 });
    expect(small.results.map((row: { id: number }) => row.id)).toEqual(paging.newestFirst.slice(8, 12));
    expect((await list('&page=9')).json()).toMatchObject({ count: 30, page: 9, results: [] });

    const refused = await list('&page=0&page_size=101');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ page: ['Use a whole number from 1 to 1,000,000.'], page_size: ['Use a whole number from 1 to 100.'] });
  });
});

describe('GET /api/staff/reports/fees/', () => {
  it("sums the open roles' expected fees and, by month in New York time, the hires' fees and the amounts invoiced and paid", async () => {
    const fees = await get(t, staff, `/api/staff/reports/fees/?employer=${employer.employerId}`);
    expect(fees.statusCode, fees.body).toBe(200);
    // Hires so far: 95,000 at 20 % (a draft) and 70,000 at 10 % (sent and paid), both on 2026-11-21.
    expect(fees.json().months).toEqual([{ month: '2026-11', hires: 2, hire_fees: 26_000, invoiced: 7_000, paid: 7_000 }]);
    expect(fees.json().totals).toEqual({ hires: 2, hire_fees: 26_000, invoiced: 7_000, paid: 7_000 });

    // An open role of 80,000 a year at 15 %, and one with custom terms: 12,000 expected, one without a fee.
    const [priced] = await t.database.db
      .insert(roles)
      .values({
        employerId: employer.employerId,
        status: 'open',
        answers: { jobTitle: 'Priced', preferredSalary: 80_000 },
        agreedServiceTier: 'enhanced_plus',
        agreedFeePercent: '15.00',
      })
      .returning();
    await openRoleRow(t, employer.employerId, 'Custom terms', null);
    const withOpen = (await get(t, staff, `/api/staff/reports/fees/?employer=${employer.employerId}`)).json();
    expect(withOpen.open_roles.expected_fees).toBe(12_000);
    expect(withOpen.open_roles.without_expected_fee).toBeGreaterThanOrEqual(1);
    expect((await get(t, staff, `/api/staff/reports/fees/?role=${priced!.uuid}`)).json()).toMatchObject({
      open_roles: { count: 1, expected_fees: 12_000, without_expected_fee: 0 },
      months: [],
    });
    expect((await get(t, staff, `/api/staff/reports/fees/?employer=${employer.employerId}&from=2026-12-01`)).json().months).toEqual([]);
    expect((await get(t, employer.token, '/api/staff/reports/fees/')).statusCode).toBe(403);
  });
});
