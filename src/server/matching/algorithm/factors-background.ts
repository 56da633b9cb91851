import type { JobseekerProfile } from './jobseeker-profile';
import { PROFICIENCY_LEVELS, type ProfileDegree } from './jobseeker-profile';
import { JOBSEEKER_FIELDS, ROLE_FIELDS } from './answer-fields';
import type { RoleCriteria } from './role-criteria';
import { share, type FactorResult } from './factor-result';
import { count, list, money, titleOf } from './words';

/** A check met in whole is worth this many units; a graded check met in part, fewer (a whole number, so SQL agrees). */
export const CHECK_UNITS = 12;

/**
 * A check a factor counts: what was asked, whether the person meets it, and its weight (2 required, 1 preferred).
 * A graded check (years, team size, budget, travel) also says how near the person comes, in units of CHECK_UNITS,
 * with `has` saying what they have: nearer earns more.
 */
interface Check {
  label: string;
  met: boolean;
  weight: number;
  units?: number;
  has?: string;
}

const unitsOf = (check: Check) => check.units ?? (check.met ? CHECK_UNITS : 0);

/** The units of a graded check: the share `got / asked` of the units, whole, never more than all of them. */
export function nearness(got: number, asked: number): number {
  if (asked <= 0) return CHECK_UNITS;
  return Math.min(CHECK_UNITS, Math.floor((Math.max(0, got) * CHECK_UNITS) / asked));
}

function fromChecks(name: string, noun: string, maxPoints: number, checks: Check[], none: string, roleValue: unknown, jobseekerValue: unknown): FactorResult {
  const base = { name, maxPoints, roleValue, jobseekerValue };
  if (checks.length === 0) return { ...base, points: maxPoints, reason: none };
  const total = checks.reduce((sum, check) => sum + check.weight * CHECK_UNITS, 0);
  const got = checks.reduce((sum, check) => sum + check.weight * unitsOf(check), 0);
  const met = checks.filter((check) => unitsOf(check) >= CHECK_UNITS).map((check) => check.label);
  const part = checks.filter((check) => unitsOf(check) > 0 && unitsOf(check) < CHECK_UNITS).map((check) => `${check.label} (has ${check.has ?? 'less'})`);
  const missed = checks.filter((check) => unitsOf(check) === 0).map((check) => (check.has !== undefined ? `${check.label} (has ${check.has})` : check.label));
  const parts = [`${met.length} of ${checks.length} ${noun} met`];
  if (met.length > 0) parts.push(`has ${list(met)}`);
  if (part.length > 0) parts.push(`comes near ${list(part)}`);
  if (missed.length > 0) parts.push(`lacks ${list(missed)}`);
  const near = checks.reduce((sum, check) => sum + (check.units ?? 0), 0);
  return { ...base, points: share(maxPoints, got, total), reason: parts.join('; '), ...(near > 0 ? { nearness: near } : {}) };
}

export const LEVELS_WITH_UNDERGRAD = ['undergraduate', 'graduate'];
const weightOf = (requirement: string | null) => (requirement === 'yes' ? 2 : requirement === 'preferred' ? 1 : 0);
const requirementWord = (requirement: string | null) => (requirement === 'yes' ? 'required' : 'preferred');

/** Points of a group of checks: the share met, weighted; a group with no checks is met. */
function groupPoints(maxPoints: number, checks: readonly Check[]): number {
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  return share(
    maxPoints,
    checks.reduce((sum, check) => sum + (check.met ? check.weight : 0), 0),
    total,
  );
}

/** How the education points split between the degree requirements and the preferences (README "Matching algorithm"). */
export function educationSplit(maxPoints: number, preferences: number): { requirements: number; preferences: number } {
  if (preferences === 0) return { requirements: maxPoints, preferences: 0 };
  const half = Math.floor(maxPoints / 2);
  // Preferences alone are worth half: a role that requires no degree is met on that half by everyone.
  return { requirements: half, preferences: maxPoints - half };
}

const degreeTitle = (degree: string) => titleOf(JOBSEEKER_FIELDS.education, degree);

/** "MBA in Business Administration (Rice University)". */
function degreeWords(degree: ProfileDegree): string {
  const field = degree.fieldOfStudy !== null ? ` in ${degreeTitle(degree.fieldOfStudy)}` : '';
  return `${degreeTitle(degree.degree)}${field}${degree.school !== null ? ` (${degree.school})` : ''}`;
}

/**
 * Degrees the role requires (weight 2) or prefers (1), then its preferred degrees, fields and colleges (1 each).
 * Preferences never carry all the points: with requirements they share half; alone, half.
 */
export function educationFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const requirements: Check[] = [];
  const preferences: Check[] = [];
  const level = profile.highestEducationLevel;
  if (weightOf(criteria.undergradDegreeRequirement) > 0)
    requirements.push({
      label: `an undergraduate degree (${requirementWord(criteria.undergradDegreeRequirement)})`,
      met: level !== null && LEVELS_WITH_UNDERGRAD.includes(level),
      weight: weightOf(criteria.undergradDegreeRequirement),
    });
  if (weightOf(criteria.graduateDegreeRequirement) > 0)
    requirements.push({
      label: `a graduate degree (${requirementWord(criteria.graduateDegreeRequirement)})`,
      met: level === 'graduate',
      weight: weightOf(criteria.graduateDegreeRequirement),
    });
  if (criteria.preferredGradDegrees.length > 0)
    preferences.push({
      label: `a preferred degree (${list(criteria.preferredGradDegrees.map(degreeTitle), 'or')})`,
      met: profile.degrees.some((d) => criteria.preferredGradDegrees.includes(d.degree)),
      weight: 1,
    });
  if (criteria.preferredAreasOfStudy.length > 0)
    preferences.push({
      label: `a preferred field of study (${list(criteria.preferredAreasOfStudy.map(degreeTitle), 'or')})`,
      met: profile.degrees.some((d) => d.fieldOfStudy !== null && criteria.preferredAreasOfStudy.includes(d.fieldOfStudy)),
      weight: 1,
    });
  if (criteria.preferredColleges.length > 0)
    preferences.push({
      label: 'a preferred college',
      met: profile.degrees.some((d) => d.universityId !== null && criteria.preferredColleges.includes(d.universityId)),
      weight: 1,
    });
  const roleValue = {
    undergradDegreeRequirement: criteria.undergradDegreeRequirement,
    graduateDegreeRequirement: criteria.graduateDegreeRequirement,
    preferredGradDegrees: criteria.preferredGradDegrees,
    preferredAreasOfStudy: criteria.preferredAreasOfStudy,
    preferredColleges: criteria.preferredColleges,
  };
  // The school is named; its id in the college list means nothing to a reader.
  const degrees = profile.degrees.map(({ universityId: _id, ...shown }) => shown);
  const base = { name: 'education', maxPoints, roleValue, jobseekerValue: { highestEducationLevel: level, degrees } };
  const levelWords = level !== null ? titleOf(JOBSEEKER_FIELDS.highestEducationLevel, level) : 'not given';
  const held = profile.degrees.length > 0 ? `; degrees: ${profile.degrees.map(degreeWords).join(', ')}` : '';
  const background = `Highest education: ${levelWords}${held}`;
  if (requirements.length === 0 && preferences.length === 0) return { ...base, points: maxPoints, reason: `The role asks for no degree. ${background}` };
  const split = educationSplit(maxPoints, preferences.length);
  const points =
    (requirements.length > 0 ? groupPoints(split.requirements, requirements) : split.requirements) +
    (preferences.length > 0 ? groupPoints(split.preferences, preferences) : 0);
  const all = [...requirements, ...preferences];
  const met = all.filter((check) => check.met).map((check) => check.label);
  const missed = all.filter((check) => !check.met).map((check) => check.label);
  const parts = [`${met.length} of ${all.length} education needs met`];
  if (met.length > 0) parts.push(`has ${list(met)}`);
  if (missed.length > 0) parts.push(`lacks ${list(missed)}`);
  if (requirements.length === 0) parts.push('no degree is required');
  return { ...base, points, reason: `${parts.join('; ')}. ${background}` };
}

export const WORKING_LEVEL = PROFICIENCY_LEVELS.indexOf('professional_working');

const languageTitle = (name: string) => titleOf(JOBSEEKER_FIELDS.languages, name);
const levelTitle = (level: number) => titleOf(JOBSEEKER_FIELDS.languages, PROFICIENCY_LEVELS[level] ?? '');

/** A required language counts at professional working level or above (weight 2); a preferred one at any level. */
export function languagesFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const levels = new Map(profile.languages.map((language) => [language.name, language.level]));
  const jobseekerValue = profile.languages.map((language) => ({ name: language.name, level: PROFICIENCY_LEVELS[language.level] }));
  const base = { name: 'languages', maxPoints, roleValue: criteria.languages, jobseekerValue };
  if (criteria.languages.length === 0) return { ...base, points: maxPoints, reason: 'The role asks for no languages' };
  const lines: string[] = [];
  const checks = criteria.languages.map((need): Check => {
    const level = levels.get(need.name);
    const required = need.level === 'required';
    const met = level !== undefined && (!required || level >= WORKING_LEVEL);
    const has =
      level === undefined ? 'does not list it' : `${levelTitle(level).toLowerCase()} proficiency${required && !met ? ', below professional working' : ''}`;
    lines.push(`${languageTitle(need.name)}, ${need.level}: ${has}`);
    return { label: need.name, met, weight: required ? 2 : 1 };
  });
  const met = checks.filter((check) => check.met).length;
  return { ...base, points: groupPoints(maxPoints, checks), reason: `${met} of ${checks.length} languages met: ${lines.join('; ')}` };
}

export const TEAM_SIZES = ['1_2', '3_5', '6_10', '11_25', '26_50', '51_100', '100_plus'];

/** Management (having managed, for how long, managers, team size), the budget and the preferred years of experience. */
export function managementFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const checks: Check[] = [];
  const managed = profile.hasManaged === true;
  if (criteria.requiresManagingOthers) checks.push({ label: 'experience managing people', met: managed, weight: 1 });
  const yearsManaging = managed ? (profile.yearsManaging ?? 0) : 0;
  if (criteria.managingYears !== null && criteria.managingYears > 0)
    checks.push({
      label: `${count(criteria.managingYears, 'year')} or more managing people`,
      met: yearsManaging >= criteria.managingYears,
      weight: 1,
      units: nearness(yearsManaging, criteria.managingYears),
      has: count(yearsManaging, 'year'),
    });
  if (criteria.requiresManagingManagers) checks.push({ label: 'experience managing managers', met: managed && profile.managedManagers === true, weight: 1 });
  if (criteria.teamSize !== null && TEAM_SIZES.includes(criteria.teamSize)) {
    // Team sizes are a scale: a team of 6-10 comes nearer 11-25 than a team of 1-2 does.
    const rank = managed && profile.managedTeamSize !== null ? TEAM_SIZES.indexOf(profile.managedTeamSize) + 1 : 0;
    const asked = TEAM_SIZES.indexOf(criteria.teamSize) + 1;
    checks.push({
      label: `experience managing a team of ${titleOf(ROLE_FIELDS.teamSize, criteria.teamSize)} or more`,
      met: rank >= asked,
      weight: 1,
      units: nearness(rank, asked),
      has: rank > 0 ? `a team of ${titleOf(ROLE_FIELDS.teamSize, profile.managedTeamSize!)}` : 'no team managed',
    });
  }
  if (criteria.budget !== null && criteria.budget > 0) {
    const budget = profile.largestBudget ?? 0;
    checks.push({
      label: `a budget of ${money(criteria.budget)} or more`,
      met: budget >= criteria.budget,
      weight: 1,
      units: nearness(budget, criteria.budget),
      has: budget > 0 ? money(budget) : 'no budget',
    });
  }
  if (criteria.preferredYearsExperience !== null && criteria.preferredYearsExperience > 0) {
    const years = profile.yearsExperience ?? 0;
    checks.push({
      label: `${count(criteria.preferredYearsExperience, 'year')} or more of full-time experience`,
      met: years >= criteria.preferredYearsExperience,
      weight: 1,
      units: nearness(years, criteria.preferredYearsExperience),
      has: count(years, 'year'),
    });
  }
  const roleValue = {
    requiresManagingOthers: criteria.requiresManagingOthers,
    managingYears: criteria.managingYears,
    requiresManagingManagers: criteria.requiresManagingManagers,
    teamSize: criteria.teamSize,
    budget: criteria.budget,
    preferredYearsExperience: criteria.preferredYearsExperience,
  };
  const jobseekerValue = {
    hasManaged: profile.hasManaged,
    yearsManaging: profile.yearsManaging,
    managedManagers: profile.managedManagers,
    managedTeamSize: profile.managedTeamSize,
    largestBudget: profile.largestBudget,
    yearsExperience: profile.yearsExperience,
  };
  return fromChecks(
    'management_and_budget',
    'management and budget needs',
    maxPoints,
    checks,
    'The role asks for no management or budget experience',
    roleValue,
    jobseekerValue,
  );
}

export { fromChecks, type Check };
