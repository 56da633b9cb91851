import type { JobseekerProfile } from './jobseeker-profile';
import { PROFICIENCY_LEVELS } from './jobseeker-profile';
import type { RoleCriteria } from './role-criteria';
import { share, type FactorResult } from './factor-result';
import { list, money, words } from './words';

/** A check a factor counts: what was asked, whether the person meets it, and its weight (2 required, 1 preferred). */
interface Check {
  label: string;
  met: boolean;
  weight: number;
}

function fromChecks(name: string, noun: string, maxPoints: number, checks: Check[], none: string, roleValue: unknown, jobseekerValue: unknown): FactorResult {
  const base = { name, maxPoints, roleValue, jobseekerValue };
  if (checks.length === 0) return { ...base, points: maxPoints, reason: none };
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const got = checks.reduce((sum, check) => sum + (check.met ? check.weight : 0), 0);
  const met = checks.filter((check) => check.met).map((check) => check.label);
  const missed = checks.filter((check) => !check.met).map((check) => check.label);
  const parts = [`${met.length} of ${checks.length} ${noun} met`];
  if (met.length > 0) parts.push(`has ${list(met)}`);
  if (missed.length > 0) parts.push(`lacks ${list(missed)}`);
  return { ...base, points: share(maxPoints, got, total), reason: parts.join('; ') };
}

export const LEVELS_WITH_UNDERGRAD = ['undergraduate', 'graduate'];
const weightOf = (requirement: string | null) => (requirement === 'yes' ? 2 : requirement === 'preferred' ? 1 : 0);

/** Degrees the role requires (weight 2) or prefers (1), and its preferred degrees, fields and colleges. */
export function educationFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const checks: Check[] = [];
  const level = profile.highestEducationLevel;
  if (weightOf(criteria.undergradDegreeRequirement) > 0)
    checks.push({ label: 'an undergraduate degree', met: level !== null && LEVELS_WITH_UNDERGRAD.includes(level), weight: weightOf(criteria.undergradDegreeRequirement) });
  if (weightOf(criteria.graduateDegreeRequirement) > 0) checks.push({ label: 'a graduate degree', met: level === 'graduate', weight: weightOf(criteria.graduateDegreeRequirement) });
  if (criteria.preferredGradDegrees.length > 0)
    checks.push({ label: `a preferred degree (${list(criteria.preferredGradDegrees.map(words))})`, met: profile.degrees.some((d) => criteria.preferredGradDegrees.includes(d.degree)), weight: 1 });
  if (criteria.preferredAreasOfStudy.length > 0)
    checks.push({
      label: `a preferred field of study (${list(criteria.preferredAreasOfStudy.map(words))})`,
      met: profile.degrees.some((d) => d.fieldOfStudy !== null && criteria.preferredAreasOfStudy.includes(d.fieldOfStudy)),
      weight: 1,
    });
  if (criteria.preferredColleges.length > 0)
    checks.push({ label: 'a preferred college', met: profile.degrees.some((d) => d.universityId !== null && criteria.preferredColleges.includes(d.universityId)), weight: 1 });
  const roleValue = {
    undergradDegreeRequirement: criteria.undergradDegreeRequirement,
    graduateDegreeRequirement: criteria.graduateDegreeRequirement,
    preferredGradDegrees: criteria.preferredGradDegrees,
    preferredAreasOfStudy: criteria.preferredAreasOfStudy,
    preferredColleges: criteria.preferredColleges,
  };
  return fromChecks('education', 'education preferences', maxPoints, checks, 'The role asks for no degree', roleValue, { highestEducationLevel: level, degrees: profile.degrees });
}

export const WORKING_LEVEL = PROFICIENCY_LEVELS.indexOf('professional_working');

/** A required language counts at professional working level or above (weight 2); a preferred one at any level. */
export function languagesFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const levels = new Map(profile.languages.map((language) => [language.name, language.level]));
  const checks = criteria.languages.map((need): Check => {
    const level = levels.get(need.name);
    const required = need.level === 'required';
    return { label: `${words(need.name)}${required ? ' at a professional level' : ''}`, met: level !== undefined && (!required || level >= WORKING_LEVEL), weight: required ? 2 : 1 };
  });
  const jobseekerValue = profile.languages.map((language) => ({ name: language.name, level: PROFICIENCY_LEVELS[language.level] }));
  return fromChecks('languages', 'language needs', maxPoints, checks, 'The role asks for no languages', criteria.languages, jobseekerValue);
}

export const TEAM_SIZES = ['1_2', '3_5', '6_10', '11_25', '26_50', '51_100', '100_plus'];

/** Management (having managed, for how long, managers, team size), the budget and the preferred years of experience. */
export function managementFactor(criteria: RoleCriteria, profile: JobseekerProfile, maxPoints: number): FactorResult {
  const checks: Check[] = [];
  const managed = profile.hasManaged === true;
  if (criteria.requiresManagingOthers) checks.push({ label: 'managed people', met: managed, weight: 1 });
  if (criteria.managingYears !== null && criteria.managingYears > 0)
    checks.push({ label: `${criteria.managingYears}+ years managing`, met: managed && (profile.yearsManaging ?? 0) >= criteria.managingYears, weight: 1 });
  if (criteria.requiresManagingManagers) checks.push({ label: 'managed managers', met: managed && profile.managedManagers === true, weight: 1 });
  if (criteria.teamSize !== null && TEAM_SIZES.includes(criteria.teamSize))
    checks.push({
      label: `a team of ${criteria.teamSize.replace('_plus', '+').replace('_', '-')} people or more`,
      met: managed && profile.managedTeamSize !== null && TEAM_SIZES.indexOf(profile.managedTeamSize) >= TEAM_SIZES.indexOf(criteria.teamSize),
      weight: 1,
    });
  if (criteria.budget !== null && criteria.budget > 0) checks.push({ label: `a budget of ${money(criteria.budget)} or more`, met: (profile.largestBudget ?? 0) >= criteria.budget, weight: 1 });
  if (criteria.preferredYearsExperience !== null && criteria.preferredYearsExperience > 0)
    checks.push({ label: `${criteria.preferredYearsExperience}+ years of full-time experience`, met: (profile.yearsExperience ?? 0) >= criteria.preferredYearsExperience, weight: 1 });
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
  return fromChecks('management_and_budget', 'management and budget needs', maxPoints, checks, 'The role asks for no management or budget experience', roleValue, jobseekerValue);
}

export { fromChecks, type Check };
