import { sql, type SQL } from 'drizzle-orm';
import { jobseekerMatchProfiles as p } from '../db/schema';
import {
  areaWeight,
  CHECK_UNITS,
  FACTOR_WEIGHTS,
  LEVELS_WITH_UNDERGRAD,
  profileOf,
  SKILL_UNITS,
  skillUnitsPerLevel,
  START_WINDOWS,
  educationSplit,
  startDateFactor,
  TEAM_SIZES,
  offersRemoteWork,
  NEARNESS_SPAN,
  rolePlace,
  SCORE_SPAN,
  startsTooLate,
  type RoleCriteria,
} from './algorithm';
import { NO_PAY_ASKED } from './candidates-projection';
import { customSkillName, skillMatchKey } from './algorithm/custom-skills';
import { share as shareOf } from './algorithm/factor-result';
import { codeOf, otherValue, skillSlot, TRAIT_BITS as T, traitMask, WORKING_LANGUAGE } from './candidates-codes';
import { amongThoseWith, amount, hasTrait, holdsAny, textArray, when, whole, type CodedCheck } from './candidates-code-sql';

/**
 * The score of src/server/matching/algorithm/factors*.ts as one SQL expression over the projection's coded columns, so
 * PostgreSQL ranks the survivors of the hard filters and only the best are loaded and explained in TypeScript.
 * Each term mirrors its factor check for check, in whole numbers rounded the same way (half up); the API tests
 * compare the two person by person, and the list is always explained by the TypeScript algorithm.
 *
 * A cheap upper bound of the rank (rankBoundSql) is evaluated for every survivor (tens of thousands for a broad role),
 * the whole rank only for the few whose bound can reach the page. Each check is one or two integer operations on a
 * fixed-width column of the ranking index: a bit of a mask, 3 bits of the skills, a comparison.
 * Checks on the text and array columns (values without a code, colleges) look the person up among the few a GIN
 * index finds, so the ranking still reads only the index.
 */

/** Math.round(max × got / total) of the TypeScript `share` for whole numbers ≥ 0, in integer arithmetic: ⌊(2·max·got + total) / (2·total)⌋. */
function share(maxPoints: number, got: SQL, total: number): SQL {
  if (total <= 0) return whole(maxPoints);
  return sql`((${whole(2 * maxPoints)} * (${got}) + ${whole(total)}) / ${whole(2 * total)})`;
}

/**
 * A graded check's units (factors-background.ts `nearness`): ⌊got × units / asked⌋, never more than all of them; whole
 * numbers divide as integers (the columns hold no negative amounts, so that is the floor), a fraction as numeric.
 */
function nearness(got: SQL, asked: number): SQL {
  const have = sql`greatest(${got}, 0)`;
  if (Number.isSafeInteger(asked)) return sql`least(${whole(CHECK_UNITS)}, ${have} * ${whole(CHECK_UNITS)} / ${whole(asked)})`;
  return sql`least(${whole(CHECK_UNITS)}, floor(${have} * ${whole(CHECK_UNITS)} / ${amount(asked)})::integer)`;
}

/** A check met or not (`check`), or graded (`units`: 0 to CHECK_UNITS, how near the person comes, as the factor's `nearness`). */
type Check = { check: CodedCheck; weight: number } | { units: SQL; weight: number };

function fromChecks(maxPoints: number, checks: Check[]): SQL {
  if (checks.length === 0) return whole(maxPoints);
  if (checks.some((check) => 'units' in check)) {
    // In units, as the factor counts graded checks; a check met in whole is all of them.
    const units = sql.join(
      checks.map((check) => {
        const got = 'units' in check ? check.units : sql`${check.check.one} * ${whole(CHECK_UNITS)}`;
        return check.weight === 1 ? got : sql`${got} * ${whole(check.weight)}`;
      }),
      sql` + `,
    );
    return share(
      maxPoints,
      units,
      checks.reduce((sum, check) => sum + check.weight * CHECK_UNITS, 0),
    );
  }
  const got = sql.join(
    checks.map((check) => ('check' in check ? (check.weight === 1 ? check.check.one : sql`${check.check.one} * ${whole(check.weight)}`) : whole(0))),
    sql` + `,
  );
  return share(
    maxPoints,
    got,
    checks.reduce((sum, check) => sum + check.weight, 0),
  );
}

/** Masks up to this many bits are looked up whole: a table of 2^13 bytes, one read instead of a check per area. */
const LOOKUP_BITS = 13;

const areaTables = new Map<string, string>();

/** The points of every possible areas mask, in hex, worked out as the factor does (the primary weighing most). */
function areaPoints(maxPoints: number, codes: number[]): string {
  const key = `${maxPoints}:${codes.join(',')}`;
  let table = areaTables.get(key);
  if (table === undefined) {
    const total = codes.reduce((sum, _code, at) => sum + areaWeight(at), 0);
    const points = Array.from({ length: 1 << LOOKUP_BITS }, (_, mask) =>
      shareOf(
        maxPoints,
        codes.reduce((sum, code, at) => sum + (((mask >> code) & 1) === 1 ? areaWeight(at) : 0), 0),
        total,
      ),
    );
    table = Buffer.from(points).toString('hex');
    // Roles ask for at most three of a dozen areas: the distinct tables are few, kept for the process.
    if (areaTables.size < 1000) areaTables.set(key, table);
  }
  return table;
}

function functionalAreas(criteria: RoleCriteria, maxPoints: number): SQL {
  const areas = criteria.functionalAreas;
  if (areas.length === 0) return whole(maxPoints);
  const codes = areas.map((area) => codeOf('area', area));
  if (maxPoints <= 255 && codes.every((code) => code !== undefined && code < LOOKUP_BITS)) {
    return sql`get_byte(decode(${sql.raw(`'${areaPoints(maxPoints, codes as number[])}'`)}, 'hex'), ${p.areas} & ${whole((1 << LOOKUP_BITS) - 1)})`;
  }
  const matched = sql.join(
    areas.map((area, at) => sql`${holdsAny('area', p.areas, [area]).one} * ${whole(areaWeight(at))}`),
    sql` + `,
  );
  return share(
    maxPoints,
    matched,
    areas.reduce((sum, _area, at) => sum + areaWeight(at), 0),
  );
}

/** The ratings the flow offers (1 novice … 4 expert): a rating is whole, so credit in twelfths is whole too. */
const RATINGS = [1, 2, 3, 4];

const SKILL_COLUMNS = [p.skills0, p.skills1, p.skills2, p.skills3, p.skills4];

/** The credit (in twelfths) of one skill asked, from the rating the person gave it. */
function skillCredit(skillId: string, asked: number): SQL {
  const units = skillUnitsPerLevel(asked);
  const code = codeOf('skill', skillId);
  if (code !== undefined) {
    const { column, shift } = skillSlot(code);
    const rating = sql`((${SKILL_COLUMNS[column]!} >> ${whole(shift)}) & 7)`;
    // At the level asked or above: all the units (asked × units is 12 for a whole level 1–4); below it, rating × units.
    // For novice, the commonest ask, min(rating, 1) is (rating + 7) >> 3 for ratings 0–7: no function call.
    if (asked === 1) return sql`(((${rating} + 7) >> 3) * ${whole(units)})`;
    if (RATINGS.includes(asked)) return sql`(least(${rating}, ${whole(asked)}) * ${whole(units)})`;
    return sql`(case when ${rating} >= ${amount(asked)} then ${whole(SKILL_UNITS)} else ${rating} * ${whole(units)} end)`;
  }
  // A skill without a code is kept as "skill:id:rating" text.
  const rated = (rating: number) => otherValue('skill', `${skillId}:${rating}`);
  const atLevel = RATINGS.filter((rating) => rating >= asked).map(rated);
  const below = RATINGS.filter((rating) => rating < asked)
    .reverse()
    .map((rating) => sql`when ${amongThoseWith((row) => sql`${rated(rating)}::text = any(${row.otherValues})`)} then ${whole(rating * units)}`);
  return sql`(case when ${amongThoseWith((row) => sql`${row.otherValues} && ${textArray(atLevel)}`)} then ${whole(SKILL_UNITS)} ${sql.join(below, sql` `)} else 0 end)`;
}

function skills(criteria: RoleCriteria, maxPoints: number): SQL {
  const needs = criteria.skills;
  if (needs.length === 0) return whole(maxPoints);
  const listed = needs.filter((need) => customSkillName(need.skillId) === null);
  const named = needs.filter((need) => customSkillName(need.skillId) !== null);
  // A named skill is kept as text under its key without case; its credit is 0 for someone who did not rate it.
  const credit = sql.join(
    [...listed.map((need) => skillCredit(need.skillId, need.rating)), ...named.map((need) => skillCredit(skillMatchKey(need.skillId), need.rating))],
    sql` + `,
  );
  // Every skill counts for everyone, a skill the role named itself too (0 for someone who did not name it).
  return share(maxPoints, credit, needs.length * SKILL_UNITS);
}

const requirementWeight = (requirement: string | null) => (requirement === 'yes' ? 2 : requirement === 'preferred' ? 1 : 0);

function education(criteria: RoleCriteria, maxPoints: number): SQL {
  const requirements: Check[] = [];
  const preferences: Check[] = [];
  const undergrad = requirementWeight(criteria.undergradDegreeRequirement);
  const graduate = requirementWeight(criteria.graduateDegreeRequirement);
  if (undergrad > 0) requirements.push({ check: holdsAny('level', p.traits, LEVELS_WITH_UNDERGRAD, T.level), weight: undergrad });
  if (graduate > 0) requirements.push({ check: holdsAny('level', p.traits, ['graduate'], T.level), weight: graduate });
  if (criteria.preferredGradDegrees.length > 0) preferences.push({ check: holdsAny('degree', p.degrees, criteria.preferredGradDegrees), weight: 1 });
  if (criteria.preferredAreasOfStudy.length > 0) preferences.push({ check: holdsAny('field', p.fields, criteria.preferredAreasOfStudy), weight: 1 });
  if (criteria.preferredColleges.length > 0) {
    const colleges = sql.raw(`'{${criteria.preferredColleges.map((id) => Math.trunc(id)).join(',')}}'::integer[]`);
    preferences.push({ check: when(amongThoseWith((row) => sql`${row.colleges} && ${colleges}`)), weight: 1 });
  }
  if (requirements.length === 0 && preferences.length === 0) return whole(maxPoints);
  const split = educationSplit(maxPoints, preferences.length);
  const required = requirements.length > 0 ? fromChecks(split.requirements, requirements) : whole(split.requirements);
  return preferences.length > 0 ? sql`(${required} + ${fromChecks(split.preferences, preferences)})` : required;
}

function languages(criteria: RoleCriteria, maxPoints: number): SQL {
  const checks = criteria.languages.map((need): Check => {
    const required = need.level === 'required';
    return {
      check: required ? holdsAny('language', p.workingLanguages, [need.name], 0, WORKING_LANGUAGE) : holdsAny('language', p.languages, [need.name]),
      weight: required ? 2 : 1,
    };
  });
  return fromChecks(maxPoints, checks);
}

function managementChecks(criteria: RoleCriteria): Check[] {
  const checks: Check[] = [];
  // The projection holds managers' years, team size and managing managers only for someone who has managed, so each
  // of those checks is one comparison.
  if (criteria.requiresManagingOthers) checks.push({ check: hasTrait(traitMask(T.managed)), weight: 1 });
  if (criteria.managingYears !== null && criteria.managingYears > 0)
    checks.push({ units: nearness(sql`${p.yearsManaging}`, criteria.managingYears), weight: 1 });
  if (criteria.requiresManagingManagers) checks.push({ check: hasTrait(traitMask(T.managedManagers)), weight: 1 });
  if (criteria.teamSize !== null && TEAM_SIZES.includes(criteria.teamSize))
    checks.push({ units: nearness(sql`${p.teamSizeRank}`, TEAM_SIZES.indexOf(criteria.teamSize) + 1), weight: 1 });
  if (criteria.budget !== null && criteria.budget > 0) checks.push({ units: nearness(sql`${p.largestBudget}`, criteria.budget), weight: 1 });
  if (criteria.preferredYearsExperience !== null && criteria.preferredYearsExperience > 0)
    checks.push({ units: nearness(sql`${p.yearsExperience}`, criteria.preferredYearsExperience), weight: 1 });
  return checks;
}

function management(criteria: RoleCriteria, maxPoints: number): SQL {
  return fromChecks(maxPoints, managementChecks(criteria));
}

/**
 * The travel check in units (factors-fit.ts): overnight travel of the amount asked or more is all of them; a smaller
 * amount of the scale the share of the levels it reaches (the projection sets a bit for every level reached).
 */
function travelUnits(amount: string | null): Check {
  if (amount === null) return { check: hasTrait(traitMask(T.travelsOvernight)), weight: 1 };
  const code = codeOf('travel', amount);
  if (code === undefined) return { check: hasTrait(traitMask(T.travelAmountGiven)), weight: 1 };
  const reached = sql.join(
    Array.from({ length: code + 1 }, (_, level) => hasTrait(traitMask(T.travelsAtLeast + level)).one),
    sql` + `,
  );
  return { units: sql`((${reached}) * ${whole(CHECK_UNITS)} / ${whole(code + 1)})`, weight: 1 };
}

function workplaceChecks(criteria: RoleCriteria): Check[] {
  const checks: Check[] = [];
  if (criteria.teamworkApproach !== null)
    checks.push({ check: holdsAny('teamwork', p.traits, [criteria.teamworkApproach, 'indifferent'], T.teamwork), weight: 1 });
  if (criteria.deadlineApproach !== null) checks.push({ check: holdsAny('deadline', p.traits, [criteria.deadlineApproach], T.deadline), weight: 1 });
  if (criteria.moreDisciplined !== null) checks.push({ check: hasTrait(traitMask(criteria.moreDisciplined ? T.disciplined : T.flexible)), weight: 1 });
  if (criteria.moreOutgoing !== null) checks.push({ check: hasTrait(traitMask(criteria.moreOutgoing ? T.outgoing : T.reserved)), weight: 1 });
  // Someone fully flexible takes any mode the role offers, even one without a code.
  if (criteria.workModes.length > 0)
    checks.push({ check: holdsAny('mode', p.traits, criteria.workModes, T.acceptsMode, 'mode', traitMask(T.acceptsAnyMode)), weight: 1 });
  if (criteria.requiresTravel) checks.push(travelUnits(criteria.travelAmount));
  return checks;
}

function workplace(criteria: RoleCriteria, maxPoints: number): SQL {
  return fromChecks(maxPoints, workplaceChecks(criteria));
}

/** The graded checks' units summed (the factors' `nearness`), which orders people of equal score. */
function nearnessSql(criteria: RoleCriteria): SQL {
  const units = [...managementChecks(criteria), ...workplaceChecks(criteria)].flatMap((check) => ('units' in check ? [check.units] : []));
  return units.length === 0 ? whole(0) : sql`(${sql.join(units, sql` + `)})`;
}

/** The start date depends only on the answer's bucket and today: each bucket's points come from the factor itself. */
function startDate(criteria: RoleCriteria, maxPoints: number, today: string): SQL {
  const pointsOf = (answer: string | null) => startDateFactor(criteria, { ...profileOf({}), availableStartDate: answer }, maxPoints, today).points;
  const none = pointsOf(null);
  // Only the buckets worth other than no answer are named (an array lookup costs more than a few comparisons).
  const cases = Object.keys(START_WINDOWS).flatMap((answer) => {
    const points = pointsOf(answer);
    return points === none ? [] : [sql`when ${whole(codeOf('start', answer)! + 1)} then ${whole(points)}`];
  });
  return cases.length === 0 ? whole(none) : sql`(case ${p.startCode} ${sql.join(cases, sql` `)} else ${whole(none)} end)`;
}

const FULL_TIME = 'full_time';

/** One kind of pay's units (factors-place-pay.ts payUnits), null where the person asked none of it. */
function payUnitsSql(asked: SQL, preferred: number, maximum: number | null): SQL {
  const none = whole(NO_PAY_ASKED);
  if (maximum === null || maximum <= preferred)
    return sql`(case when ${asked} = ${none} then null when ${asked} <= ${amount(preferred)} then ${whole(CHECK_UNITS)} else 0 end)`;
  const exact = Number.isSafeInteger(preferred) && Number.isSafeInteger(maximum);
  const between = exact
    ? sql`${whole(CHECK_UNITS)} * (${amount(maximum)} - ${asked}::bigint) / ${amount(maximum - preferred)}`
    : sql`floor(${whole(CHECK_UNITS)} * (${amount(maximum)} - ${asked}) / (${amount(maximum)} - ${amount(preferred)}))::integer`;
  return sql`(case when ${asked} = ${none} then null when ${asked} <= ${amount(preferred)} then ${whole(CHECK_UNITS)} when ${asked} >= ${amount(maximum)} then 0 else ${between} end)`;
}

function pay(criteria: RoleCriteria, maxPoints: number): SQL {
  // The projection holds the pay asked only where it applies on the person's side (else NO_PAY_ASKED).
  const kinds: SQL[] = [];
  if (criteria.preferredSalary !== null && criteria.roleTypes.includes(FULL_TIME))
    kinds.push(payUnitsSql(sql`${p.salaryAsked}`, criteria.preferredSalary, criteria.maximumSalary));
  if (criteria.preferredRate !== null && criteria.roleTypes.some((type) => type !== FULL_TIME))
    kinds.push(payUnitsSql(sql`${p.rateAsked}`, criteria.preferredRate, criteria.maximumRate));
  if (kinds.length === 0) return whole(maxPoints);
  const units = kinds.length === 1 ? kinds[0]! : sql`greatest(${sql.join(kinds, sql`, `)})`;
  return share(maxPoints, sql`coalesce(${units}, ${whole(CHECK_UNITS)})`, CHECK_UNITS);
}

function place(criteria: RoleCriteria, maxPoints: number): SQL {
  const where = rolePlace(criteria);
  if (where.kind !== 'places' || offersRemoteWork(criteria)) return whole(maxPoints);
  const codes = where.places.flatMap((name) => (codeOf('metro', name) !== undefined ? [codeOf('metro', name)! + 1] : []));
  const typedIn = where.places.filter((name) => codeOf('metro', name) === undefined);
  const lives: SQL[] = [];
  if (codes.length > 0) lives.push(sql`${p.metroCode} = any(${sql.raw(`'{${codes.join(',')}}'::smallint[]`)})`);
  if (typedIn.length > 0) lives.push(amongThoseWith((row) => sql`(${row.metroCode} = -1 and ${row.metroArea} = any(${textArray(typedIn)}))`));
  const moves = criteria.offersRelocation ? shareOf(maxPoints, 1, 2) : 0;
  if (lives.length === 0) return whole(moves);
  return sql`(case when ${sql.join(lives, sql` or `)} then ${whole(maxPoints)} else ${whole(moves)} end)`;
}

type ScoreTerm = { term: SQL; maxPoints: number; cheap: boolean };

/**
 * Each criteria object's terms by day: a ranking builds the rank, the staged bound's three stages and the page from
 * the same terms, and building them (the start buckets' points, the areas' table) is most of the SQL's cost in Node.
 */
const termsOf = new WeakMap<RoleCriteria, Map<string, ScoreTerm[]>>();

/** The score's terms, factor by factor, each with the most it can give (its weight). */
function scoreTerms(criteria: RoleCriteria, today: string): ScoreTerm[] {
  let byDay = termsOf.get(criteria);
  if (byDay === undefined) {
    byDay = new Map();
    termsOf.set(criteria, byDay);
  }
  let terms = byDay.get(today);
  if (terms === undefined) {
    terms = buildScoreTerms(criteria, today);
    byDay.set(today, terms);
  }
  return terms;
}

function buildScoreTerms(criteria: RoleCriteria, today: string): ScoreTerm[] {
  const w = FACTOR_WEIGHTS;
  // `cheap`: the terms the bound below computes, those that weigh most for their cost: a lookup or comparison per
  // person (the areas' table, the start and place buckets, the pay asked, the management comparisons) and a bit field
  // per skill asked (most people have few of a role's skills, so skills part the field the most). The others are
  // worth less for more checks: a check per degree, language or trait. The first cheap term is the one mayReachSql
  // checks alone before the rest: the heaviest weight for one lookup.
  return [
    { term: functionalAreas(criteria, w.functional_areas), maxPoints: w.functional_areas, cheap: true },
    { term: skills(criteria, w.skills), maxPoints: w.skills, cheap: true },
    { term: education(criteria, w.education), maxPoints: w.education, cheap: false },
    { term: languages(criteria, w.languages), maxPoints: w.languages, cheap: false },
    { term: management(criteria, w.management_and_budget), maxPoints: w.management_and_budget, cheap: true },
    { term: workplace(criteria, w.workplace_and_culture), maxPoints: w.workplace_and_culture, cheap: false },
    { term: startDate(criteria, w.start_date, today), maxPoints: w.start_date, cheap: true },
    { term: pay(criteria, w.pay), maxPoints: w.pay, cheap: true },
    { term: place(criteria, w.place), maxPoints: w.place, cheap: true },
  ];
}

/** The whole score (0–100) of a projected profile for these criteria, as an integer SQL expression. */
export function scoreSql(criteria: RoleCriteria, today: string): SQL {
  return sql`(${sql.join(
    scoreTerms(criteria, today).map(({ term }) => term),
    sql` + `,
  )})`;
}

/** Whether the person meets every requirement (requirements.ts unmetRequirements); null when the role has none. */
export function meetsRequirements(criteria: RoleCriteria): SQL | null {
  const checks: SQL[] = [];
  for (const need of criteria.languages)
    if (need.level === 'required') checks.push(holdsAny('language', p.workingLanguages, [need.name], 0, WORKING_LANGUAGE).met);
  if (criteria.undergradDegreeRequirement === 'yes') checks.push(holdsAny('level', p.traits, LEVELS_WITH_UNDERGRAD, T.level).met);
  if (criteria.graduateDegreeRequirement === 'yes') checks.push(holdsAny('level', p.traits, ['graduate'], T.level).met);
  return checks.length === 0 ? null : sql`(${sql.join(checks, sql` and `)})`;
}

/** Whether the person can start by the role's latest date, as 0 or 1: the start buckets that cannot are named. */
function inTime(criteria: RoleCriteria, today: string): SQL {
  const late = Object.keys(START_WINDOWS).filter((answer) => startsTooLate(criteria, answer, today));
  if (late.length === 0) return whole(1);
  return sql`(case ${p.startCode} ${sql.join(
    late.map((answer) => sql`when ${whole(codeOf('start', answer)! + 1)} then 0`),
    sql` `,
  )} else 1 end)`;
}

/** The requirement and start groups of the order (requirements.ts rankKey) as 0–3. */
function tierSql(criteria: RoleCriteria, today: string): SQL {
  const meets = meetsRequirements(criteria);
  return meets === null ? sql`2 + ${inTime(criteria, today)}` : sql`(case when ${meets} then 2 else 0 end) + ${inTime(criteria, today)}`;
}

/** The list's order (requirements.ts rankKey) as one integer: requirements met, then in time, the score, the nearness. */
export function rankSql(criteria: RoleCriteria, today: string): SQL {
  return sql`((${tierSql(criteria, today)}) * ${whole(SCORE_SPAN)} + ${scoreSql(criteria, today)} * ${whole(NEARNESS_SPAN)} + ${nearnessSql(criteria)})`;
}

/**
 * Whether a person's rank may reach the rank `floorRank`, by rankBoundSql, checked cheapest first so most people
 * are ruled out early:
 * - the group (requirements met, in time), worked out once: a group under the floor's is out, one above it is in
 *   (any rank there passes the floor) and needs no bound;
 * - in the floor's group (130,760 of the bench's 186,612 survivors at a million job seekers), the bound with only the
 *   first cheap term (the functional areas, one table lookup) as it is: 48,206 left;
 * - then with the second (the skills asked, a bit field each): 5,979 left;
 * - the whole bound, for those left: 1,135, who get the full rank.
 * Within the group each stage compares the sum of its computed terms with the least that sum must reach, worked out
 * here, instead of building each bound as a rank and comparing that.
 * Every survivor taking the whole bound cost about 60 ms over the scans' 93; this order costs about 36.
 */
export function mayReachSql(criteria: RoleCriteria, today: string, floorRank: number): SQL {
  const group = Math.floor(floorRank / SCORE_SPAN);
  // What the score part (score × NEARNESS_SPAN + nearness) of a rank in the floor's group must reach.
  const needed = floorRank - group * SCORE_SPAN;
  const stage = (computed: number) => {
    const { terms, fixed, gradedUnits } = boundParts(criteria, today, computed);
    // (terms + fixed) × NEARNESS_SPAN + gradedUnits ≥ needed, for a whole-number sum of terms.
    const least = Math.ceil((needed - gradedUnits) / NEARNESS_SPAN) - fixed;
    return sql`(${sql.join([...terms, whole(0)], sql` + `)}) >= ${whole(least)}`;
  };
  return sql`case sign((${tierSql(criteria, today)}) - ${whole(group)}) when 1 then true when -1 then false else
    (case when not (${stage(1)}) then false when not (${stage(2)}) then false else ${stage(Number.POSITIVE_INFINITY)} end) end`;
}

/**
 * An upper bound of rankSql's score part, in pieces: the first `computed` cheap terms (in the order scoreTerms lists
 * them) as they are, every other term at the most it can give (`fixed`: each term is a share of its weight, so never
 * more) and every graded check met in full (`gradedUnits`).
 */
function boundParts(criteria: RoleCriteria, today: string, computed: number): { terms: SQL[]; fixed: number; gradedUnits: number } {
  const terms: SQL[] = [];
  let fixed = 0;
  for (const { term, cheap, maxPoints } of scoreTerms(criteria, today)) {
    if (cheap && terms.length < computed) terms.push(term);
    else fixed += maxPoints;
  }
  const graded = [...managementChecks(criteria), ...workplaceChecks(criteria)].filter((check) => 'units' in check).length;
  return { terms, fixed, gradedUnits: graded * CHECK_UNITS };
}

/** An upper bound of rankSql, never below it: the groups as they are and the score part as boundParts gives it. */
function boundWith(criteria: RoleCriteria, today: string, computed: number): SQL {
  const { terms, fixed, gradedUnits } = boundParts(criteria, today, computed);
  return sql`((${tierSql(criteria, today)}) * ${whole(SCORE_SPAN)} + (${sql.join([...terms, whole(fixed)], sql` + `)}) * ${whole(NEARNESS_SPAN)} + ${whole(gradedUnits)})`;
}

/**
 * A cheap upper bound of rankSql, every cheap term computed (boundWith). Ranking computes it for every survivor and the
 * full rank only for those whose bound can still reach the page.
 */
export function rankBoundSql(criteria: RoleCriteria, today: string): SQL {
  return boundWith(criteria, today, Number.POSITIVE_INFINITY);
}
