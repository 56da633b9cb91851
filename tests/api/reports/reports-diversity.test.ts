import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpEmployer, staffToken, type Employee } from '../support/role-helpers';
import { get, openRoleRow } from '../support/match-helpers';
import { insertJobseeker, insertMatch } from '../support/report-people';
import type { MatchStatus } from '../../../src/shared/match-statuses';

let t: TestApp;
let staff: string;
let employee: Employee;

const SENT: MatchStatus[] = ['confirm_match', 'jobseeker_accept', 'pending_employer_review'];
const PROPOSED: MatchStatus[] = ['confirm_match'];

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffToken(t);
  employee = await signUpEmployer(t.app, 'Diversity Report Schools');
});
afterAll(() => t.close());

const report = async (path: string) => {
  const response = await get(t, staff, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

interface Cell {
  group: string;
  title: string;
  count: number | null;
}

describe('GET /api/staff/reports/diversity/', () => {
  let employerId: number;
  /** The true counts per stage, dimension and group, to check what is hidden against. */
  const truth = new Map<string, number>();

  beforeAll(async () => {
    const other = await signUpEmployer(t.app, 'Diverse Academy');
    employerId = other.employerId;
    const role = await openRoleRow(t, employerId, 'Teacher');
    const second = await openRoleRow(t, employerId, 'Tutor');
    const people: { gender?: string; ethnicity?: string[]; statuses: MatchStatus[] }[] = [
      ...Array.from({ length: 15 }, () => ({ gender: 'female', ethnicity: ['white'], statuses: SENT })),
      ...Array.from({ length: 10 }, () => ({ gender: 'male', ethnicity: ['asian'], statuses: SENT })),
      ...Array.from({ length: 2 }, () => ({ gender: 'decline_to_state', ethnicity: ['declined_to_state'], statuses: SENT })),
      { gender: 'decline_to_state', ethnicity: ['declined_to_state'], statuses: [...SENT, 'phone_screen'] },
      ...Array.from({ length: 2 }, () => ({ ethnicity: ['white', 'asian'], statuses: PROPOSED })),
    ];
    for (const [index, person] of people.entries()) {
      const id = await insertJobseeker(t, person);
      await insertMatch(t, role.id, id, person.statuses);
      // A person matched twice is still one person at each stage: five of them, so counting twice would show.
      if (index < 5) await insertMatch(t, second.id, id, SENT);
      for (const status of person.statuses) {
        for (const [dimension, group] of [
          ['gender', person.gender ?? 'unanswered'],
          ['ethnicity', person.ethnicity!.length > 1 ? 'two_or_more' : person.ethnicity![0]!],
        ] as const) {
          const key = `${status}/${dimension}/${group}`;
          truth.set(key, (truth.get(key) ?? 0) + 1);
        }
      }
    }
  });

  const rowOf = (
    body: { stages: { status: string; rows: { dimension: string; total: number | null; cells: Cell[] }[] }[] },
    status: string,
    dimension: string,
  ) => body.stages.find((stage) => stage.status === status)!.rows.find((row) => row.dimension === dimension)!;
  const counts = (cells: Cell[]) => Object.fromEntries(cells.map((cell) => [cell.group, cell.count]));

  it('counts people by gender and ethnicity at each stage, rounded to 5 with a 5 hidden, with the options as titles', async () => {
    const body = await report(`/api/staff/reports/diversity/?employer=${employerId}`);
    const sentGender = rowOf(body, 'pending_employer_review', 'gender');
    // 28 people: 25 or 30. Multiples of 5 show as they are; Decline to State (3) shows as 0 or is hidden (a rounded 5).
    expect([25, 30]).toContain(sentGender.total);
    expect(counts(sentGender.cells)).toMatchObject({ female: 15, male: 10, self_describe: 0, unanswered: 0 });
    expect([0, null]).toContain(counts(sentGender.cells).decline_to_state);
    expect(sentGender.cells.map((cell) => cell.title)).toEqual(['Female', 'Male', 'I identify in a different way', 'Decline to State', 'Not answered']);
    const proposedEthnicity = rowOf(body, 'confirm_match', 'ethnicity');
    expect(counts(proposedEthnicity.cells)).toMatchObject({ white: 15, asian: 10, unanswered: 0 });
    expect(proposedEthnicity.cells.find((cell) => cell.group === 'two_or_more')!.title).toBe('Two or more');
    expect(proposedEthnicity.cells.find((cell) => cell.group === 'declined_to_state')!.title).toBe('Declined to State');
    // One person at phone screen: nothing in the row tells more than "0 to 9".
    const screened = rowOf(body, 'phone_screen', 'gender');
    expect([0, null]).toContain(screened.total);
    expect(screened.cells.every((cell) => cell.count === 0 || cell.count === null)).toBe(true);
  });

  it('shows every count as a multiple of 5 within 4 of the truth, hides only a rounded 5, and answers the same when asked again', async () => {
    const body = await report(`/api/staff/reports/diversity/?employer=${employerId}`);
    for (const stage of body.stages) {
      for (const row of stage.rows as { dimension: string; total: number | null; cells: Cell[] }[]) {
        const truths = row.cells.map((cell) => truth.get(`${stage.status}/${row.dimension}/${cell.group}`) ?? 0);
        const total = truths.reduce((sum, n) => sum + n, 0);
        for (const [shown, actual] of [[row.total, total] as const, ...row.cells.map((cell, index) => [cell.count, truths[index]!] as const)]) {
          const where = `${stage.status} ${row.dimension}: ${actual} shown as ${shown}`;
          if (shown === null) expect(actual >= 1 && actual <= 9, where).toBe(true);
          else expect(shown % 5 === 0 && Math.abs(shown - actual) < 5, where).toBe(true);
        }
      }
    }
    // The draw is the scope's, not the request's: asked again (or for one stage), every count answers the same.
    expect(await report(`/api/staff/reports/diversity/?employer=${employerId}`)).toEqual(body);
    const one = await report(`/api/staff/reports/diversity/?employer=${employerId}&stage=hired`);
    expect(one.stages).toEqual(body.stages.filter((stage: { status: string }) => stage.status === 'hired'));
  });

  it('reads the whole marketplace in two halves of its people, and answers as the one organization holding every match does', async () => {
    // Every match here is of one organization: one query counts its people, and on PostgreSQL two (each half of the
    // people's ids, on two connections) the whole marketplace's; a person matched twice must still be one, and the
    // draws must agree.
    const whole = await report('/api/staff/reports/diversity/');
    expect(whole).toEqual(await report(`/api/staff/reports/diversity/?employer=${employerId}`));
    expect(counts(rowOf(whole, 'pending_employer_review', 'gender').cells)).toMatchObject({ female: 15, male: 10 });
  });

  it('gives one stage with stage=, and refuses an unknown stage (400) and everyone but staff (403)', async () => {
    const body = await report(`/api/staff/reports/diversity/?employer=${employerId}&stage=pending_employer_review`);
    expect(body.stages.map((stage: { status: string }) => stage.status)).toEqual(['pending_employer_review']);
    expect((await get(t, staff, '/api/staff/reports/diversity/?stage=interviewed')).statusCode).toBe(400);
    expect((await get(t, employee.token, '/api/staff/reports/diversity/')).statusCode).toBe(403);
  });
});
