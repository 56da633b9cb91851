import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpEmployer, staffToken } from '../support/role-helpers';
import { get, openRoleRow } from '../support/match-helpers';
import { insertJobseeker, insertMatch } from '../support/report-people';
import { selectionDifference } from '../../../src/server/reports/significance';
import type { MatchStatus } from '../../../src/shared/match-statuses';

/**
 * Issue 36 item 9, tested as an attacker would: every pair of allowed report queries whose people differ by a few
 * (one to four), nested or overlapping, is set against each other, with everything the reports show (diversity, adverse impact and the funnel's exact
 * totals), and the people told apart must still have more than one possible answer. And no hidden count of a single
 * report may be solved from its ratios, rates, n and the funnel's totals.
 */

let t: TestApp;
let staff: string;

const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
const GENDERS = ['female', 'male', 'decline_to_state', 'self_describe', undefined];
const ETHNICITIES = [['white'], ['asian'], ['black_or_african_american'], ['hispanic_or_latino'], ['white', 'asian'], ['declined_to_state'], undefined];
const PROPOSED: MatchStatus[] = ['confirm_match'];
const SENT: MatchStatus[] = ['confirm_match', 'jobseeker_accept', 'pending_employer_review'];
const SCREENED: MatchStatus[] = [...SENT, 'resume_review', 'phone_screen'];
const HIRED: MatchStatus[] = [...SCREENED, 'offer_extended', 'hired'];
const PATHS = [PROPOSED, SENT, SENT, SCREENED, PROPOSED, HIRED, SENT];
/**
 * People per day for each of the two organizations: days of one person make neighbouring scopes differ by a few, and
 * two overlapping ranges (the first four days, the four from the second) differ by the two people of each end day.
 */
const PER_DAY = [
  [1, 6, 1, 7, 1, 6],
  [1, 7, 1, 6, 1, 5],
];

interface Person {
  id: number;
  employer: number;
  day: number;
  gender: string;
  ethnicity: string;
  statuses: MatchStatus[];
  score: number;
}
const people: Person[] = [];
const employerIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['Differencing Academy', 'Subtraction Schools']) {
    const { employerId } = await signUpEmployer(t.app, name);
    employerIds.push(employerId);
  }
  const roleIds = await Promise.all(employerIds.map(async (employerId) => (await openRoleRow(t, employerId, 'Teacher')).id));
  let k = 0;
  for (let day = 0; day < DAYS.length; day += 1) {
    for (let e = 0; e < employerIds.length; e += 1) {
      for (let i = 0; i < PER_DAY[e]![day]!; i += 1, k += 1) {
        // Answers spread over every group, with no pattern tied to days or organizations.
        const gender = GENDERS[(k * 3 + (k >> 2)) % GENDERS.length];
        const ethnicity = ETHNICITIES[(k * 5 + (k >> 1)) % ETHNICITIES.length];
        const statuses = PATHS[(k * 2 + day) % PATHS.length]!;
        const score = 40 + ((k * 7) % 50);
        const id = await insertJobseeker(t, { ...(gender ? { gender } : {}), ...(ethnicity ? { ethnicity } : {}) });
        // A role has one live offer at most: each hire is in a role of its own.
        const roleId = statuses === HIRED ? (await openRoleRow(t, employerIds[e]!, `Teacher ${k}`)).id : roleIds[e]!;
        await insertMatch(t, roleId, id, statuses, score);
        people.push({
          id,
          employer: e,
          day,
          gender: gender ?? 'unanswered',
          ethnicity: ethnicity === undefined ? 'unanswered' : ethnicity.length > 1 ? 'two_or_more' : ethnicity[0]!,
          statuses,
          score,
        });
      }
    }
    t.clock.advance(24 * 3600 * 1000);
  }
  // Signed in after the clock has moved on, so the token is fresh.
  staff = await staffToken(t);
}, 180_000);
afterAll(() => t.close());

/** What the attacker may know of one true count: it lies in [lo, hi]. */
interface Interval {
  lo: number;
  hi: number;
}
const intersect = (a: Interval, b: Interval): Interval => ({ lo: Math.max(a.lo, b.lo), hi: Math.min(a.hi, b.hi) });
const EVERYTHING: Interval = { lo: 0, hi: Infinity };

/**
 * The true counts a shown value allows. The attacker knows the rule: when any shown count is not a multiple of 5 the
 * counts are exact (a hidden one is anything); otherwise counts are rounded to 5 (0 stands for 0 to 4, a shown v for
 * v - 4 to v + 4) and a hidden one is 1 to 9 (rounded to 5).
 */
function allowed(value: number | null, exact: boolean): Interval {
  if (exact) return value === null ? EVERYTHING : { lo: value, hi: value };
  if (value === null) return { lo: 1, hi: 9 };
  return { lo: Math.max(0, value - 4), hi: value + 4 };
}

interface Scope {
  query: string;
  members: Person[];
}
/** One row: the groups of one dimension at one stage, with what the attacker knows of each count and of their sum. */
interface Row {
  cells: Map<string, Interval>;
  total: Interval;
  /** Which of a person's facts puts them in the row. */
  counts: (person: Person) => boolean;
}
interface Known {
  rows: Map<string, Row>;
  dimensionOf: Map<string, 'gender' | 'ethnicity'>;
}

interface DiversityBody {
  withheld: string | null;
  stages: { status: string; rows: { dimension: string; total: number | null; cells: { group: string; count: number | null }[] }[] }[];
}
interface ImpactGroup {
  dimension: string;
  group: string;
  n: number | null;
  selected: number | null;
  rate: number | null;
  impact_ratio: number | null;
  reference: boolean;
  p_value: number | null;
}
interface ImpactBody {
  withheld: string | null;
  stages: { stage: string; groups: ImpactGroup[] }[];
}
interface FunnelBody {
  total: number;
  stages: { status: string; reached: number }[];
}

const fetched = async <Body>(path: string): Promise<Body> => {
  const response = await get(t, staff, path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Body;
};

/** Everything the attacker learns from one scope's three reports, each person having one match (as the seed makes them). */
function knownFrom(diversity: DiversityBody, impact: ImpactBody, funnel: FunnelBody, aboveMedian: (person: Person) => boolean): Known {
  const shown = [
    ...diversity.stages.flatMap((stage) => stage.rows.flatMap((row) => [row.total, ...row.cells.map((cell) => cell.count)])),
    ...impact.stages.flatMap((stage) => stage.groups.flatMap((group) => [group.n, group.selected])),
  ];
  const exact = shown.some((value) => value !== null && value % 5 !== 0);
  const rows = new Map<string, Row>();
  const dimensionOf = new Map<string, 'gender' | 'ethnicity'>();
  const reached = (status: string) => (person: Person) => person.statuses.includes(status as MatchStatus);
  const rowOf = (key: string, dimension: string, counts: (person: Person) => boolean, total: Interval) => {
    let row = rows.get(key);
    if (!row) {
      row = { cells: new Map(), total, counts };
      rows.set(key, row);
      dimensionOf.set(key, dimension as 'gender' | 'ethnicity');
    }
    row.total = intersect(row.total, total);
    return row;
  };
  const note = (row: Row, group: string, interval: Interval) => row.cells.set(group, intersect(row.cells.get(group) ?? EVERYTHING, interval));
  const funnelReached = (status: string): Interval => {
    const count = funnel.stages.find((stage) => stage.status === status)!.reached;
    return { lo: count, hi: count };
  };
  for (const stage of diversity.stages) {
    for (const row of stage.rows) {
      const known = rowOf(
        `${stage.status}|${row.dimension}`,
        row.dimension,
        reached(stage.status),
        intersect(allowed(row.total, exact), funnelReached(stage.status)),
      );
      for (const cell of row.cells) note(known, cell.group, allowed(cell.count, exact));
    }
  }
  for (const stage of impact.stages) {
    for (const group of stage.groups) {
      // Every match starts proposed: n is the count at "Confirm match"; the number selected is the count at the stage.
      if (stage.stage.startsWith('status:')) {
        const status = stage.stage.slice('status:'.length);
        note(rowOf(`${status}|${group.dimension}`, group.dimension, reached(status), funnelReached(status)), group.group, allowed(group.selected, exact));
        note(
          rowOf(`confirm_match|${group.dimension}`, group.dimension, reached('confirm_match'), funnelReached('confirm_match')),
          group.group,
          allowed(group.n, exact),
        );
      } else if (stage.stage === 'scoring') {
        note(
          rowOf(`scored|${group.dimension}`, group.dimension, () => true, EVERYTHING),
          group.group,
          allowed(group.n, exact),
        );
        // Who scored above the median is the attacker's to work out too: the test knows it, as it knows the seed.
        note(rowOf(`above|${group.dimension}`, group.dimension, aboveMedian, EVERYTHING), group.group, allowed(group.selected, exact));
      }
    }
  }
  return { rows, dimensionOf };
}

function medianOf(members: Person[]): number {
  const scores = members.map((person) => person.score).sort((a, b) => a - b);
  const middle = scores.length / 2;
  return scores.length % 2 === 1 ? scores[Math.floor(middle)]! : (scores[middle - 1]! + scores[middle]!) / 2;
}

const groupOf = (person: Person, dimension: 'gender' | 'ethnicity') => person[dimension];

/** The people one side of a pair has that the other has not, with the group the attacker tries for each. */
interface Side {
  people: Person[];
  assigned: string[];
}

/**
 * Whether the shown numbers of scopes A and B allow their differing people the groups tried (one per person, in one
 * dimension). A is the people both share plus `onlyA`, B the same plus `onlyB`: for every row there must be true
 * counts of the shared people, each within what A shows less onlyA's members there and what B shows less onlyB's
 * (0 when the two share no one), adding up to what the row's totals allow in both. A nested pair is the case where
 * onlyB is empty.
 */
function consistent(a: Known, b: Known, dimension: 'gender' | 'ethnicity', onlyA: Side, onlyB: Side, shareNone: boolean): boolean {
  for (const [key, rowA] of a.rows) {
    if (a.dimensionOf.get(key) !== dimension) continue;
    const rowB = b.rows.get(key);
    if (!rowB) continue;
    // Above the median is not one set of people in the two scopes: the median moves; the row is read from each alone.
    if (key.startsWith('above|')) continue;
    const movedOf = (side: Side) => {
      const moved = new Map<string, number>();
      side.people.forEach((person, index) => {
        if (rowA.counts(person)) moved.set(side.assigned[index]!, (moved.get(side.assigned[index]!) ?? 0) + 1);
      });
      return moved;
    };
    const movedA = movedOf(onlyA);
    const movedB = movedOf(onlyB);
    const groups = new Set([...rowA.cells.keys(), ...rowB.cells.keys()]);
    let lo = 0;
    let hi = 0;
    for (const group of groups) {
      const shiftA = movedA.get(group) ?? 0;
      const shiftB = movedB.get(group) ?? 0;
      if ((!rowA.cells.has(group) && shiftA > 0) || (!rowB.cells.has(group) && shiftB > 0)) return false;
      const inA = rowA.cells.get(group) ?? EVERYTHING;
      const inB = rowB.cells.get(group) ?? EVERYTHING;
      let shared = intersect({ lo: Math.max(0, inA.lo - shiftA), hi: inA.hi - shiftA }, { lo: Math.max(0, inB.lo - shiftB), hi: inB.hi - shiftB });
      if (shareNone) shared = intersect(shared, { lo: 0, hi: 0 });
      if (shared.lo > shared.hi) return false;
      lo += shared.lo;
      hi += shared.hi;
    }
    const sum = (moved: Map<string, number>) => [...moved.values()].reduce((total, n) => total + n, 0);
    const total = intersect(
      intersect({ lo: rowA.total.lo - sum(movedA), hi: rowA.total.hi - sum(movedA) }, { lo: rowB.total.lo - sum(movedB), hi: rowB.total.hi - sum(movedB) }),
      { lo, hi },
    );
    if (total.lo > total.hi) return false;
  }
  return true;
}

function* assignments(groups: string[], size: number): Generator<string[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (const rest of assignments(groups, size - 1)) for (const group of groups) yield [...rest, group];
}

describe('differencing two allowed report queries (issue 36 item 9)', () => {
  it('never pins down the answers of the people two allowed scopes differ by, nor a hidden count of one report', async () => {
    const scopes: Scope[] = [];
    const orgs: (number | null)[] = [null, 0, 1];
    for (const org of orgs) {
      const inOrg = (person: Person) => org === null || person.employer === org;
      const employer = org === null ? '' : `&employer=${employerIds[org]}`;
      scopes.push({ query: org === null ? '' : `?employer=${employerIds[org]}`, members: people.filter(inOrg) });
      for (let from = 0; from < DAYS.length; from += 1)
        for (let to = from; to < DAYS.length; to += 1)
          scopes.push({
            query: `?from=${DAYS[from]}&to=${DAYS[to]}${employer}`,
            members: people.filter((person) => inOrg(person) && person.day >= from && person.day <= to),
          });
    }
    const answered: { scope: Scope; known: Known; impact: ImpactBody; diversity: DiversityBody }[] = [];
    for (const scope of scopes) {
      const [diversity, impact, funnel] = await Promise.all([
        fetched<DiversityBody>(`/api/staff/reports/diversity/${scope.query}`),
        fetched<ImpactBody>(`/api/staff/reports/adverse-impact/${scope.query}`),
        fetched<FunnelBody>(`/api/staff/reports/funnel/${scope.query}`),
      ]);
      expect(funnel.total, scope.query).toBe(scope.members.length);
      expect(diversity.withheld === null, scope.query).toBe(scope.members.length >= 20);
      if (diversity.withheld !== null) continue;
      const median = medianOf(scope.members);
      answered.push({ scope, known: knownFrom(diversity, impact, funnel, (person) => person.score > median), impact, diversity });
    }
    expect(answered.length).toBeGreaterThan(10);

    // The same people asked for in two ways answer the same: nothing to average.
    const byMembers = new Map<string, { diversity: DiversityBody; impact: ImpactBody }>();
    for (const { scope, diversity, impact } of answered) {
      const key = scope.members.map((person) => person.id).join(',');
      const seen = byMembers.get(key);
      if (seen) expect({ diversity, impact }, scope.query).toEqual(seen);
      else byMembers.set(key, { diversity, impact });
    }

    // Where each person has one match (as here), the two reports count the same numbers, and show them alike: two
    // draws of one count would narrow it.
    for (const { scope, diversity, impact } of answered) {
      for (const stage of impact.stages.filter((entry) => entry.stage.startsWith('status:'))) {
        const status = stage.stage.slice('status:'.length);
        for (const group of stage.groups) {
          const cellAt = (at: string) =>
            diversity.stages
              .find((entry) => entry.status === at)!
              .rows.find((row) => row.dimension === group.dimension)!
              .cells.find((cell) => cell.group === group.group)!.count;
          expect(group.n, `${scope.query} ${group.group}`).toBe(cellAt('confirm_match'));
          // Rounded apart from n, selected is never shown above it; here the two agree unless that bound applied.
          if (group.selected !== group.n) expect(group.selected, `${scope.query} ${stage.stage} ${group.group}`).toBe(cellAt(status));
        }
      }
    }

    // A single report: rates, ratios and p-values are worked out from the counts shown, so they tell nothing more;
    // and each hidden count has more than one value the row's other counts and its exact total allow.
    for (const { scope, known, impact } of answered) {
      for (const stage of impact.stages) {
        const reference = stage.groups.find((group) => group.reference && group.impact_ratio !== null);
        for (const group of stage.groups) {
          if (group.rate !== null) expect(group.rate, `${scope.query} ${stage.stage} ${group.group}`).toBeCloseTo(group.selected! / group.n!, 4);
          if (group.impact_ratio === null) continue;
          expect(reference, `${scope.query} ${stage.stage}`).toBeDefined();
          const ratio = group.selected! / group.n! / (reference!.selected! / reference!.n!);
          expect(group.impact_ratio, `${scope.query} ${stage.stage} ${group.group}`).toBeCloseTo(ratio, 4);
          if (group.p_value !== null)
            expect(group.p_value).toBeCloseTo(selectionDifference(group.selected!, group.n!, reference!.selected!, reference!.n!)!.pValue, 4);
        }
      }
      for (const [key, row] of known.rows) {
        // The attacker's model must allow the truth, or it proves nothing.
        const dimension = known.dimensionOf.get(key)!;
        for (const [group, interval] of row.cells) {
          const count = scope.members.filter((person) => row.counts(person) && groupOf(person, dimension) === group).length;
          expect(count >= interval.lo && count <= interval.hi, `${scope.query} ${key} ${group}: ${count} in ${JSON.stringify(interval)}`).toBe(true);
        }
        // An exact total of 0 tells every count, of no one.
        if (row.total.lo !== row.total.hi || row.total.lo === 0) continue;
        for (const [group, interval] of row.cells) {
          if (interval.lo === interval.hi) continue;
          const others = [...row.cells].filter(([other]) => other !== group).map(([, other]) => other);
          const lo = others.reduce((sum, other) => sum + other.lo, 0);
          const hi = others.reduce((sum, other) => sum + other.hi, 0);
          const candidates: number[] = [];
          for (let value = interval.lo; value <= Math.min(interval.hi, row.total.lo); value += 1)
            if (row.total.lo - value >= lo && row.total.lo - value <= hi) candidates.push(value);
          expect(candidates.length, `${scope.query} ${key} ${group}: only ${candidates.join()} fits`).toBeGreaterThan(1);
        }
      }
    }

    // Every pair of answered scopes whose people differ by one to four, nested or not (two overlapping ranges, an
    // organization against a range): the people only one of them has are the ones an attacker could single out.
    let pairs = 0;
    let overlapping = 0;
    const pinned: string[] = [];
    for (const [at, a] of answered.entries()) {
      const inA = new Set(a.scope.members.map((person) => person.id));
      for (const b of answered.slice(at + 1)) {
        const inB = new Set(b.scope.members.map((person) => person.id));
        const onlyA = a.scope.members.filter((person) => !inB.has(person.id));
        const onlyB = b.scope.members.filter((person) => !inA.has(person.id));
        const differing = [...onlyA, ...onlyB];
        if (differing.length === 0 || differing.length > 4) continue;
        pairs += 1;
        if (onlyA.length > 0 && onlyB.length > 0) overlapping += 1;
        const shareNone = onlyA.length === a.scope.members.length;
        for (const dimension of ['gender', 'ethnicity'] as const) {
          const groups = [
            ...new Set([...a.known.rows].filter(([key]) => a.known.dimensionOf.get(key) === dimension).flatMap(([, row]) => [...row.cells.keys()])),
          ];
          const truth = differing.map((person) => groupOf(person, dimension));
          const split = (assigned: string[]): [Side, Side] => [
            { people: onlyA, assigned: assigned.slice(0, onlyA.length) },
            { people: onlyB, assigned: assigned.slice(onlyA.length) },
          ];
          // The attacker's model must allow the truth, or it proves nothing.
          expect(consistent(a.known, b.known, dimension, ...split(truth), shareNone), `truth of ${a.scope.query} against ${b.scope.query}`).toBe(true);
          let others = 0;
          for (const assigned of assignments(groups, differing.length)) {
            if (assigned.every((group, index) => group === truth[index])) continue;
            if (consistent(a.known, b.known, dimension, ...split(assigned), shareNone)) {
              others += 1;
              break;
            }
          }
          if (others === 0) pinned.push(`${a.scope.query} against ${b.scope.query}: ${dimension} of ${differing.length} pinned to ${truth.join(', ')}`);
        }
      }
    }
    expect(overlapping).toBeGreaterThan(0);
    expect(pairs).toBeGreaterThan(8);
    expect(pinned).toEqual([]);
  }, 120_000);
});
