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
  TRAVEL_AMOUNTS,
  type RoleCriteria,
} from './algorithm';

/**
 * The score of src/server/matching/algorithm/factors*.ts as one SQL expression over the projection's typed columns, so
 * PostgreSQL ranks every survivor of the hard filters and only the best are loaded and explained in TypeScript.
 * Each term mirrors its factor check for check, in whole numbers rounded the same way (half up); the API tests
 * compare the two person by person, and the list is always explained by the TypeScript algorithm.
 */
const whole = (value: number) => sql.raw(String(Math.trunc(value)));

function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function truthy(condition: SQL): SQL {
  return sql`coalesce(${condition}, false)`;
}

/** Math.round(max × got / total) of the TypeScript `share`, for whole numbers. */
function share(maxPoints: number, got: SQL, total: number): SQL {
  if (total <= 0) return whole(maxPoints);
  return sql`round((${whole(maxPoints)} * (${got}))::numeric / ${whole(total)})::integer`;
}

interface Check {
  met: SQL;
  weight: number;
}

function fromChecks(maxPoints: number, checks: Check[]): SQL {
  if (checks.length === 0) return whole(maxPoints);
  const got = sql.join(
    checks.map((check) => sql`(case when ${truthy(check.met)} then ${whole(check.weight)} else 0 end)`),
    sql` + `,
  );
  return share(
    maxPoints,
    got,
    checks.reduce((sum, check) => sum + check.weight, 0),
  );
}

function functionalAreas(criteria: RoleCriteria, maxPoints: number): SQL {
  const areas = criteria.functionalAreas;
  if (areas.length === 0) return whole(maxPoints);
  const matched = sql.join(
    areas.map((area) => sql`(case when ${area}::text = any(${p.areas}) then 1 else 0 end)`),
    sql` + `,
  );
  return share(maxPoints, matched, areas.length);
}

/** Ratings are 1 to 4: a rating at the level asked or above is any of those entries. */
const RATINGS = [1, 2, 3, 4];

function skills(criteria: RoleCriteria, maxPoints: number): SQL {
  const needs = criteria.skills;
  if (needs.length === 0) return whole(maxPoints);
  const credit = sql.join(
    needs.map((need) => {
      const atLevel = RATINGS.filter((rating) => rating >= need.rating).map((rating) => `${need.skillId}:${rating}`);
      const below = RATINGS.filter((rating) => rating < need.rating)
        .reverse()
        .map((rating) => sql`when ${`${need.skillId}:${rating}`}::text = any(${p.skillRatings}) then ${whole(rating * skillUnitsPerLevel(need.rating))}`);
      return sql`(case when ${p.skillRatings} && ${textArray(atLevel)} then ${whole(SKILL_UNITS)} ${sql.join(below, sql` `)} else 0 end)`;
    }),
    sql` + `,
  );
  return share(maxPoints, credit, needs.length * SKILL_UNITS);
}

const requirementWeight = (requirement: string | null) => (requirement === 'yes' ? 2 : requirement === 'preferred' ? 1 : 0);

function education(criteria: RoleCriteria, maxPoints: number): SQL {
  const requirements: Check[] = [];
  const preferences: Check[] = [];
  const level = sql`${p.educationLevel}`;
  const undergrad = requirementWeight(criteria.undergradDegreeRequirement);
  const graduate = requirementWeight(criteria.graduateDegreeRequirement);
  const holds = (items: string[]) => sql`${p.degreeItems} && ${textArray(items)}`;
  if (undergrad > 0) requirements.push({ met: sql`${level} = any(${textArray(LEVELS_WITH_UNDERGRAD)})`, weight: undergrad });
  if (graduate > 0) requirements.push({ met: sql`${level} = 'graduate'`, weight: graduate });
  if (criteria.preferredGradDegrees.length > 0) preferences.push({ met: holds(criteria.preferredGradDegrees.map((degree) => `degree:${degree}`)), weight: 1 });
  if (criteria.preferredAreasOfStudy.length > 0) preferences.push({ met: holds(criteria.preferredAreasOfStudy.map((field) => `field:${field}`)), weight: 1 });
  if (criteria.preferredColleges.length > 0) preferences.push({ met: holds(criteria.preferredColleges.map((college) => `college:${college}`)), weight: 1 });
  if (requirements.length === 0 && preferences.length === 0) return whole(maxPoints);
  const split = educationSplit(maxPoints, preferences.length);
  const required = requirements.length > 0 ? fromChecks(split.requirements, requirements) : whole(split.requirements);
  return preferences.length > 0 ? sql`(${required} + ${fromChecks(split.preferences, preferences)})` : required;
}

function languages(criteria: RoleCriteria, maxPoints: number): SQL {
  const checks = criteria.languages.map((need): Check => {
    const required = need.level === 'required';
    return { met: sql`${required ? `${need.name}:working` : need.name}::text = any(${p.languageItems})`, weight: required ? 2 : 1 };
  });
  return fromChecks(maxPoints, checks);
}

function management(criteria: RoleCriteria, maxPoints: number): SQL {
  const checks: Check[] = [];
  const managed = truthy(sql`${p.hasManaged}`);
  if (criteria.requiresManagingOthers) checks.push({ met: managed, weight: 1 });
  if (criteria.managingYears !== null && criteria.managingYears > 0) checks.push({ met: sql`${managed} and coalesce(${p.yearsManaging}, 0) >= ${whole(criteria.managingYears)}`, weight: 1 });
  if (criteria.requiresManagingManagers) checks.push({ met: sql`${managed} and ${p.managedManagers}`, weight: 1 });
  if (criteria.teamSize !== null && TEAM_SIZES.includes(criteria.teamSize)) checks.push({ met: sql`${managed} and ${p.teamSizeRank} >= ${whole(TEAM_SIZES.indexOf(criteria.teamSize) + 1)}`, weight: 1 });
  if (criteria.budget !== null && criteria.budget > 0) checks.push({ met: sql`coalesce(${p.largestBudget}, 0) >= ${whole(criteria.budget)}`, weight: 1 });
  if (criteria.preferredYearsExperience !== null && criteria.preferredYearsExperience > 0)
    checks.push({ met: sql`${p.yearsExperience} >= ${whole(criteria.preferredYearsExperience)}`, weight: 1 });
  return fromChecks(maxPoints, checks);
}

function workplace(criteria: RoleCriteria, maxPoints: number): SQL {
  const checks: Check[] = [];
  if (criteria.teamworkApproach !== null) checks.push({ met: sql`${p.teamworkApproach} = any(${textArray([criteria.teamworkApproach, 'indifferent'])})`, weight: 1 });
  if (criteria.deadlineApproach !== null) checks.push({ met: sql`${p.deadlineApproach} = ${criteria.deadlineApproach}::text`, weight: 1 });
  if (criteria.moreDisciplined !== null) checks.push({ met: sql`${p.moreDisciplined} = ${sql.raw(String(criteria.moreDisciplined))}`, weight: 1 });
  if (criteria.moreOutgoing !== null) checks.push({ met: sql`${p.moreOutgoing} = ${sql.raw(String(criteria.moreOutgoing))}`, weight: 1 });
  if (criteria.workModes.length > 0) {
    const modes = textArray(criteria.workModes);
    checks.push({
      met: sql`(${p.workFlexibility} = 'fully_flexible' or ${p.workModeFirst} = any(${modes}) or (${p.workFlexibility} = 'somewhat_flexible' and ${p.workModeSecond} = any(${modes})))`,
      weight: 1,
    });
  }
  if (criteria.requiresTravel) {
    const enough = criteria.travelAmount === null ? sql`true` : sql`${p.travelRank} >= ${whole(TRAVEL_AMOUNTS.indexOf(criteria.travelAmount) + 1)}`;
    checks.push({ met: sql`${p.canTravelOvernight} and ${enough}`, weight: 1 });
  }
  return fromChecks(maxPoints, checks);
}

/** The start date depends only on the answer's bucket and today: each bucket's points come from the factor itself. */
function startDate(criteria: RoleCriteria, maxPoints: number, today: string): SQL {
  const pointsOf = (answer: string | null) => startDateFactor(criteria, { ...profileOf({}), availableStartDate: answer }, maxPoints, today).points;
  const cases = Object.keys(START_WINDOWS).map((answer) => sql`when ${answer} then ${whole(pointsOf(answer))}`);
  return sql`(case ${p.availableStartDate} ${sql.join(cases, sql` `)} else ${whole(pointsOf(null))} end)`;
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
