import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { signUpEmployer, staffToken, type Employee } from './support/role-helpers';
import { get, openRoleRow } from './support/match-helpers';
import { insertJobseeker, insertMatch } from './support/report-people';
import type { MatchStatus } from '../../src/shared/match-statuses';

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
      ...Array.from({ length: 12 }, () => ({ gender: 'female', ethnicity: ['white'], statuses: SENT })),
      ...Array.from({ length: 7 }, () => ({ gender: 'male', ethnicity: ['asian'], statuses: SENT })),
      ...Array.from({ length: 2 }, () => ({ gender: 'decline_to_state', ethnicity: ['declined_to_state'], statuses: SENT })),
      { gender: 'decline_to_state', ethnicity: ['declined_to_state'], statuses: [...SENT, 'phone_screen'] },
      ...Array.from({ length: 2 }, () => ({ ethnicity: ['white', 'asian'], statuses: PROPOSED })),
    ];
    let first = true;
    for (const person of people) {
      const id = await insertJobseeker(t, person);
      await insertMatch(t, role.id, id, person.statuses);
      // One person matched twice is still one person at each stage.
      if (first) await insertMatch(t, second.id, id, SENT);
      first = false;
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

  it('counts people by gender and ethnicity at each stage, hiding 1 to 4 and a complement, with the options as titles', async () => {
    const body = await report(`/api/staff/reports/diversity/?employer=${employerId}`);
    const sentGender = rowOf(body, 'pending_employer_review', 'gender');
    expect(sentGender.total).toBe(22);
    // Decline to State (3) is hidden, and Male (7), the smallest other count, with it.
    expect(counts(sentGender.cells)).toEqual({ female: 12, male: null, self_describe: 0, decline_to_state: null, unanswered: 0 });
    expect(sentGender.cells.map((cell) => cell.title)).toEqual(['Female', 'Male', 'I identify in a different way', 'Decline to State', 'Not answered']);
    // Two small counts (3 and 2) hide each other.
    expect(counts(rowOf(body, 'confirm_match', 'gender').cells)).toEqual({ female: 12, male: 7, self_describe: 0, decline_to_state: null, unanswered: null });
    const proposedEthnicity = rowOf(body, 'confirm_match', 'ethnicity');
    expect(counts(proposedEthnicity.cells)).toMatchObject({ white: 12, asian: 7, declined_to_state: null, two_or_more: null, unanswered: 0 });
    expect(proposedEthnicity.cells.find((cell) => cell.group === 'two_or_more')!.title).toBe('Two or more');
    expect(proposedEthnicity.cells.find((cell) => cell.group === 'declined_to_state')!.title).toBe('Declined to State');
    // One person at phone screen: the total is hidden too, and every cell.
    const screened = rowOf(body, 'phone_screen', 'gender');
    expect(screened.total).toBeNull();
    expect(screened.cells.every((cell) => cell.count === null)).toBe(true);
  });

  it('never shows a count from 1 to 4, and no hidden count can be worked out from its row and total', async () => {
    const body = await report(`/api/staff/reports/diversity/?employer=${employerId}`);
    for (const stage of body.stages) {
      for (const row of stage.rows as { dimension: string; total: number | null; cells: Cell[] }[]) {
        for (const value of [row.total, ...row.cells.map((cell) => cell.count)])
          if (value !== null) expect(value === 0 || value >= 5, `${stage.status} ${row.dimension}`).toBe(true);
        if (row.total === null) continue;
        const hidden = row.cells.filter((cell) => cell.count === null).map((cell) => truth.get(`${stage.status}/${row.dimension}/${cell.group}`) ?? 0);
        if (hidden.length === 0) continue;
        // The shown total less the shown cells is the sum of the hidden ones: with one hidden cell, or all of them 1, it gives them away.
        expect(hidden.length, `${stage.status} ${row.dimension}`).toBeGreaterThan(1);
        expect(hidden.every((count) => count === 1)).toBe(false);
        expect(row.total - row.cells.reduce((sum, cell) => sum + (cell.count ?? 0), 0)).toBe(hidden.reduce((sum, count) => sum + count, 0));
      }
    }
  });

  it('gives one stage with stage=, and refuses an unknown stage (400) and everyone but staff (403)', async () => {
    const body = await report(`/api/staff/reports/diversity/?employer=${employerId}&stage=pending_employer_review`);
    expect(body.stages.map((stage: { status: string }) => stage.status)).toEqual(['pending_employer_review']);
    expect((await get(t, staff, '/api/staff/reports/diversity/?stage=interviewed')).statusCode).toBe(400);
    expect((await get(t, employee.token, '/api/staff/reports/diversity/')).statusCode).toBe(403);
  });
});
