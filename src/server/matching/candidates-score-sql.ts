import { sql, type SQL } from 'drizzle-orm';
import { jobseekerMatchProfiles as p } from '../db/schema';
import {
  FACTOR_WEIGHTS,
  LEVELS_WITH_UNDERGRAD,
  profileOf,
  SKILL_UNITS,
  skillUnitsPerLevel,
  START_WINDOWS,
  educationSplit,
  startDateFactor,
  TEAM_SIZES,
  type RoleCriteria,
} from './algorithm';
import { customSkillName, skillMatchKey } from './algorithm/custom-skills';
import { codeOf, otherValue, skillSlot, TRAIT_BITS as T, traitMask, WORKING_LANGUAGE } from './candidates-codes';
import { amongThoseWith, amount, hasTrait, holdsAny, textArray, when, whole, type CodedCheck } from './candidates-code-sql';

/**
 * The score of src/server/matching/algorithm/factors*.ts as one SQL expression over the projection's coded columns, so
 * PostgreSQL ranks every survivor of the hard filters and only the best are loaded and explained in TypeScript.
 * Each term mirrors its factor check for check, in whole numbers rounded the same way (half up); the API tests
 * compare the two person by person, and the list is always explained by the TypeScript algorithm.
 *
 * It is evaluated for every survivor (tens of thousands for a broad role), so each check is one or two integer
 * operations on a fixed-width column of the ranking index: a bit of a mask, 3 bits of the skills, a comparison.
 * Checks on the text and array columns (values without a code, colleges) look the person up among the few a GIN
 * index finds, so the ranking still reads only the index.
 */

/** Math.round(max × got / total) of the TypeScript `share` for whole numbers ≥ 0, in integer arithmetic: ⌊(2·max·got + total) / (2·total)⌋. */
function share(maxPoints: number, got: SQL, total: number): SQL {
  if (total <= 0) return whole(maxPoints);
  return sql`((${whole(2 * maxPoints)} * (${got}) + ${whole(total)}) / ${whole(2 * total)})`;
}

interface Check {
  check: CodedCheck;
  weight: number;
}

function fromChecks(maxPoints: number, checks: Check[]): SQL {
  if (checks.length === 0) return whole(maxPoints);
  const got = sql.join(
    checks.map(({ check, weight }) => (weight === 1 ? check.one : sql`${check.one} * ${whole(weight)}`)),
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

/** The points of every possible areas mask, in hex, worked out as the factor does (an area listed twice counts twice). */
function areaPoints(maxPoints: number, codes: number[]): string {
  const key = `${maxPoints}:${codes.join(',')}`;
  let table = areaTables.get(key);
  if (table === undefined) {
    const points = Array.from({ length: 1 << LOOKUP_BITS }, (_, mask) =>
      Math.round((maxPoints * codes.filter((code) => (mask >> code) & 1).length) / codes.length),
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
    areas.map((area) => holdsAny('area', p.areas, [area]).one),
    sql` + `,
  );
  return share(maxPoints, matched, areas.length);
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
  if (named.length === 0) return share(maxPoints, credit, needs.length * SKILL_UNITS);
  // A skill the role named itself counts only for someone who named it too (factors-expertise.ts countedNeeds), so the
  // total differs person to person: the same half-up rounding as `share`, over a total worked out per row.
  const namedByThem = named.map((need) => {
    const rated = RATINGS.map((rating) => otherValue('skill', `${skillMatchKey(need.skillId)}:${rating}`));
    return when(amongThoseWith((row) => sql`${row.otherValues} && ${textArray(rated)}`)).one;
  });
  const total = sql`(${whole(listed.length * SKILL_UNITS)} + ${whole(SKILL_UNITS)} * (${sql.join(namedByThem, sql` + `)}))`;
  return sql`(case when ${total} = 0 then ${whole(maxPoints)} else (${whole(2 * maxPoints)} * (${credit}) + ${total}) / (2 * ${total}) end)`;
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

function management(criteria: RoleCriteria, maxPoints: number): SQL {
  const checks: Check[] = [];
  // The projection holds managers' years, team size and managing managers only for someone who has managed, so each
  // of those checks is one comparison.
  if (criteria.requiresManagingOthers) checks.push({ check: hasTrait(traitMask(T.managed)), weight: 1 });
  if (criteria.managingYears !== null && criteria.managingYears > 0)
    checks.push({ check: when(sql`${p.yearsManaging} >= ${amount(criteria.managingYears)}`), weight: 1 });
  if (criteria.requiresManagingManagers) checks.push({ check: hasTrait(traitMask(T.managedManagers)), weight: 1 });
  if (criteria.teamSize !== null && TEAM_SIZES.includes(criteria.teamSize))
    checks.push({ check: when(sql`${p.teamSizeRank} >= ${whole(TEAM_SIZES.indexOf(criteria.teamSize) + 1)}`), weight: 1 });
  if (criteria.budget !== null && criteria.budget > 0) checks.push({ check: when(sql`${p.largestBudget} >= ${amount(criteria.budget)}`), weight: 1 });
  if (criteria.preferredYearsExperience !== null && criteria.preferredYearsExperience > 0)
    checks.push({ check: when(sql`${p.yearsExperience} >= ${amount(criteria.preferredYearsExperience)}`), weight: 1 });
  return fromChecks(maxPoints, checks);
}

/** The travel check's trait: overnight travel, of at least the amount asked (any amount given, for an amount the scale does not know). */
function travelMask(amount: string | null): bigint {
  if (amount === null) return traitMask(T.travelsOvernight);
  const code = codeOf('travel', amount);
  return traitMask(code === undefined ? T.travelAmountGiven : T.travelsAtLeast + code);
}

function workplace(criteria: RoleCriteria, maxPoints: number): SQL {
  const checks: Check[] = [];
  if (criteria.teamworkApproach !== null)
    checks.push({ check: holdsAny('teamwork', p.traits, [criteria.teamworkApproach, 'indifferent'], T.teamwork), weight: 1 });
  if (criteria.deadlineApproach !== null) checks.push({ check: holdsAny('deadline', p.traits, [criteria.deadlineApproach], T.deadline), weight: 1 });
  if (criteria.moreDisciplined !== null) checks.push({ check: hasTrait(traitMask(criteria.moreDisciplined ? T.disciplined : T.flexible)), weight: 1 });
  if (criteria.moreOutgoing !== null) checks.push({ check: hasTrait(traitMask(criteria.moreOutgoing ? T.outgoing : T.reserved)), weight: 1 });
  // Someone fully flexible takes any mode the role offers, even one without a code.
  if (criteria.workModes.length > 0)
    checks.push({ check: holdsAny('mode', p.traits, criteria.workModes, T.acceptsMode, 'mode', traitMask(T.acceptsAnyMode)), weight: 1 });
  if (criteria.requiresTravel) checks.push({ check: hasTrait(travelMask(criteria.travelAmount)), weight: 1 });
  return fromChecks(maxPoints, checks);
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

/** The whole score (0–100) of a projected profile for these criteria, as an integer SQL expression. */
export function scoreSql(criteria: RoleCriteria, today: string): SQL {
  const w = FACTOR_WEIGHTS;
  const terms = [
    functionalAreas(criteria, w.functional_areas),
    skills(criteria, w.skills),
    education(criteria, w.education),
    languages(criteria, w.languages),
    management(criteria, w.management_and_budget),
    workplace(criteria, w.workplace_and_culture),
    startDate(criteria, w.start_date, today),
  ];
  return sql`(${sql.join(terms, sql` + `)})`;
}
