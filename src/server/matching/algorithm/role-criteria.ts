import { EMPLOYER_FIELDS as E, ROLE_FIELDS as R } from './answer-fields';
import { skillKeyOf, skillMatchKey } from './custom-skills';
import { flag, integer, integers, record, records, text, texts } from './read-answer';

export interface SkillNeed {
  /** A listed skill's id, or "custom:<name>" for a skill the employer named (custom-skills.ts), the name as written. */
  skillId: string;
  /** The level asked, 1 novice … 4 expert; skills chosen under a functional area without a level ask for 1. */
  rating: number;
}

export interface LanguageNeed {
  name: string;
  level: 'required' | 'preferred';
}

/**
 * What a role asks of a candidate, read from its answers: the filter object of spec 000 §3 (a staff filter set
 * is a copy of it with some values changed). camelCase here, snake_case on the wire. Every key is always present.
 */
export interface RoleCriteria {
  // Hard filters.
  requireWorkAuthorization: boolean;
  roleTypes: string[];
  workModes: string[];
  geographicRequirement: string | null;
  metroAreas: string[];
  /**
   * Where the organisation is (its metro area, else its address as "City, ST"): where an in-person or hybrid role
   * that names no metro area ("Anywhere in the US") is done. Read from the organisation's answers, not the role's.
   */
  organisationMetroArea: string | null;
  openToRelocation: boolean;
  /** Whether the role helps someone who moves for it (asked only of a full-time role open to relocation). */
  offersRelocation: boolean;
  maximumSalary: number | null;
  maximumRate: number | null;
  excludedOrganizations: string[];
  minimumYearsExperience: number | null;
  // Weighted factors.
  /** The pay the role would rather pay (at or under it ranks first); the maximum stays the hard limit. */
  preferredSalary: number | null;
  preferredRate: number | null;
  /** Primary, secondary, tertiary: the order weighs (factors-expertise.ts AREA_WEIGHTS). */
  functionalAreas: string[];
  skills: SkillNeed[];
  undergradDegreeRequirement: string | null;
  graduateDegreeRequirement: string | null;
  preferredGradDegrees: string[];
  preferredAreasOfStudy: string[];
  preferredColleges: number[];
  languages: LanguageNeed[];
  preferredYearsExperience: number | null;
  requiresManagingOthers: boolean;
  managingYears: number | null;
  requiresManagingManagers: boolean;
  teamSize: string | null;
  budget: number | null;
  teamworkApproach: string | null;
  deadlineApproach: string | null;
  moreDisciplined: boolean | null;
  moreOutgoing: boolean | null;
  requiresTravel: boolean;
  travelAmount: string | null;
  idealStartDate: string | null;
  latestStartDate: string | null;
  /**
   * Only people who meet every requirement (requirements.ts) are listed: a filter set's choice, never the role's
   * own, which lists the others below them with what they miss.
   */
  onlyThoseMeetingEveryRequirement: boolean;
}

/** "A, B; C" and one per line alike: the excluded organisations question is free text. */
export function splitOrganisations(value: string | null): string[] {
  if (value === null) return [];
  return [
    ...new Set(
      value
        .split(/[,;\n]/)
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    ),
  ];
}

function skillNeeds(answers: Record<string, unknown>): SkillNeed[] {
  // Keyed by what skills are compared by, so a named skill asked twice in another case is one need.
  const needs = new Map<string, SkillNeed>();
  const ask = (skillId: string, rating: number) => {
    const key = skillMatchKey(skillId);
    const held = needs.get(key);
    needs.set(key, { skillId: held?.skillId ?? skillId, rating: Math.max(held?.rating ?? 0, rating) });
  };
  for (const field of R.areaSkills) for (const skillId of texts(answers, field)) ask(skillId, 1);
  for (const item of records(answers, R.skills)) {
    const skillId = skillKeyOf(item);
    if (item.deleted === true || skillId === null) continue;
    ask(skillId, typeof item.rating === 'number' ? item.rating : 1);
  }
  return [...needs.values()];
}

/** Where the organisation is, from its employer-profile answers: its metro area, else its address's city. */
export function organisationPlace(employerAnswers: Record<string, unknown>): string | null {
  const metro = text(employerAnswers, E.metroArea);
  if (metro !== null) return metro;
  const address = record(employerAnswers, E.primaryAddress);
  const city = address ? text(address, 'city') : null;
  const state = address ? text(address, 'state') : null;
  return city !== null && state !== null ? `${city.trim()}, ${state}` : null;
}

/**
 * The role's own criteria, from its stored answers (camelCase, flat as `roles.answers` holds them) and its
 * organisation's (where an in-person role that names no metro area is done).
 */
export function criteriaOf(answers: Record<string, unknown>, employerAnswers: Record<string, unknown> = {}): RoleCriteria {
  const areas = R.areas.map((field) => text(answers, field)).filter((area): area is string => area !== null);
  return {
    requireWorkAuthorization: true,
    roleTypes: texts(answers, R.roleType),
    workModes: texts(answers, R.workModes),
    geographicRequirement: text(answers, R.geographicRequirement),
    metroAreas: texts(answers, R.metroAreas),
    organisationMetroArea: organisationPlace(employerAnswers),
    openToRelocation: flag(answers, R.openToRelocation) === true,
    offersRelocation: flag(answers, R.openToRelocation) === true && flag(answers, R.offersRelocation) === true,
    maximumSalary: integer(answers, R.maximumSalary),
    maximumRate: integer(answers, R.maximumRate),
    excludedOrganizations: splitOrganisations(text(answers, R.excludedOrganizations)),
    minimumYearsExperience: integer(answers, R.minimumYears),
    preferredSalary: integer(answers, R.preferredSalary),
    preferredRate: integer(answers, R.preferredRate),
    functionalAreas: [...new Set(areas)],
    skills: skillNeeds(answers),
    undergradDegreeRequirement: text(answers, R.undergradRequirement),
    graduateDegreeRequirement: text(answers, R.graduateRequirement),
    preferredGradDegrees: texts(answers, R.preferredGradDegrees),
    preferredAreasOfStudy: texts(answers, R.preferredAreasOfStudy),
    preferredColleges: integers(answers, R.preferredColleges),
    languages: records(answers, R.languages).flatMap((item) =>
      typeof item.name === 'string' ? [{ name: item.name, level: item.role === 'required' ? ('required' as const) : ('preferred' as const) }] : [],
    ),
    preferredYearsExperience: integer(answers, R.preferredYears),
    requiresManagingOthers: flag(answers, R.requiresManaging) === true,
    managingYears: flag(answers, R.requiresManaging) === true ? integer(answers, R.managingYears) : null,
    requiresManagingManagers: flag(answers, R.requiresManagingManagers) === true,
    teamSize: flag(answers, R.requiresManaging) === true ? text(answers, R.teamSize) : null,
    budget: integer(answers, R.budget),
    teamworkApproach: text(answers, R.teamworkApproach),
    deadlineApproach: text(answers, R.deadlineApproach),
    moreDisciplined: flag(answers, R.moreDisciplined),
    moreOutgoing: flag(answers, R.moreOutgoing),
    requiresTravel: flag(answers, R.requiresTravel) === true,
    travelAmount: flag(answers, R.requiresTravel) === true ? text(answers, R.travelAmount) : null,
    idealStartDate: text(answers, R.idealStartDate),
    latestStartDate: text(answers, R.latestStartDate),
    onlyThoseMeetingEveryRequirement: false,
  };
}
