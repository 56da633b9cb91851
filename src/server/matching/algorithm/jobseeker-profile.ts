import { JOBSEEKER_FIELDS as F } from './answer-fields';
import { skillKeyOf, skillMatchKey } from './custom-skills';
import { flag, integer, record, records, text, texts } from './read-answer';

export interface ProfileLanguage {
  name: string;
  /** The best of reading, writing and speaking, as an index of PROFICIENCY_LEVELS (0 = elementary). */
  level: number;
}

export interface ProfileDegree {
  degree: string;
  /** The school as the person wrote or chose it. */
  school: string | null;
  fieldOfStudy: string | null;
  universityId: number | null;
}

/**
 * What matching knows of a job seeker: the answers the filters and factors read, and nothing else. Demographic
 * answers (the flow's Demographics section: gender, ethnicity...) have no field here on purpose, so no filter or
 * factor can read them, and the projection stored for matching does not hold them either.
 */
export interface JobseekerProfile {
  canWorkInUs: boolean | null;
  metroArea: string | null;
  openness: string | null;
  /** Cities the person named as places they would work, as "City, ST" (the form of metro area names). */
  otherLocations: string[];
  minimumSalary: number | null;
  minimumHourlyRate: number | null;
  highestEducationLevel: string | null;
  degrees: ProfileDegree[];
  expertiseAreas: string[];
  hopefulAreas: string[];
  /**
   * Skill → the highest rating given (1 novice … 4 expert), from both skill questions: a listed skill by its id, a
   * skill the person named by its key without case (custom-skills.ts).
   */
  skills: Record<string, number>;
  availableStartDate: string | null;
  seekingHours: string[];
  hasManaged: boolean | null;
  yearsManaging: number | null;
  managedManagers: boolean | null;
  managedTeamSize: string | null;
  yearsExperience: number | null;
  largestBudget: number | null;
  languages: ProfileLanguage[];
  /** Organisations the person works at now (current roles), as written. */
  currentEmployers: string[];
  teamworkApproach: string | null;
  deadlineApproach: string | null;
  /** Work modes ranked first to last (in_person, mix, remote), from the three rank answers. */
  workModeRanking: string[];
  workFlexibility: string | null;
  canTravelOvernight: boolean | null;
  travelAmount: string | null;
  moreDisciplined: boolean | null;
  moreOutgoing: boolean | null;
}

export const PROFICIENCY_LEVELS = ['elementary', 'limited_working', 'professional_working', 'full_professional', 'native_bilingual'] as const;

function cityName(city: Record<string, unknown>): string | null {
  return typeof city.city === 'string' && typeof city.state === 'string' ? `${city.city}, ${city.state}` : null;
}

function currentEmployers(answers: Record<string, unknown>): string[] {
  const recent = record(answers, F.recentExperience);
  const all = [...(recent ? [recent] : []), ...records(answers, F.workExperience)];
  const names = all
    .filter((job) => job.currentlyAtJob === true || (job.mostRecentRole === true && (job.endDate === null || job.endDate === undefined)))
    .map((job) => (typeof job.name === 'string' ? job.name.trim() : ''))
    .filter((name) => name !== '');
  return [...new Set(names)];
}

function skillRatings(answers: Record<string, unknown>): Record<string, number> {
  const ratings: Record<string, number> = {};
  for (const item of [...records(answers, F.expertiseSkills), ...records(answers, F.otherSkills)]) {
    const key = skillKeyOf(item);
    if (item.deleted === true || key === null) continue;
    const rating = typeof item.rating === 'number' ? item.rating : 1;
    const matchKey = skillMatchKey(key);
    ratings[matchKey] = Math.max(ratings[matchKey] ?? 0, rating);
  }
  return ratings;
}

function languageLevels(answers: Record<string, unknown>): ProfileLanguage[] {
  return records(answers, F.languages).flatMap((item) => {
    if (typeof item.name !== 'string') return [];
    const levels = [item.readingProficiency, item.writingProficiency, item.speakingProficiency].map((value) =>
      PROFICIENCY_LEVELS.indexOf(value as (typeof PROFICIENCY_LEVELS)[number]),
    );
    return [{ name: item.name, level: Math.max(0, ...levels) }];
  });
}

function workModeRanking(answers: Record<string, unknown>): string[] {
  const ranks: [string, number | null][] = [
    ['in_person', integer(answers, F.inPersonRank)],
    ['mix', integer(answers, F.hybridRank)],
    ['remote', integer(answers, F.remoteRank)],
  ];
  return ranks
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .sort((a, b) => a[1] - b[1])
    .map(([mode]) => mode);
}

/** The openness answers that ask for the cities a person would work in (the flow's primary_locations step). */
export const OPENNESS_WITH_NAMED_PLACES = ['home_and_specific_locations', 'specific_locations', 'remote_and_specific_locations'];

/** The profile of stored job seeker answers (camelCase, as `flow_answers.answers` holds them). */
export function profileOf(answers: Record<string, unknown>): JobseekerProfile {
  const compensation = record(answers, F.compensation) ?? {};
  return {
    canWorkInUs: flag(answers, F.canWorkInUs),
    metroArea: text(answers, F.metroArea),
    openness: text(answers, F.openness),
    // Cities count only under an answer that asks for them: a list left from an earlier answer says nothing now.
    otherLocations: OPENNESS_WITH_NAMED_PLACES.includes(text(answers, F.openness) ?? '')
      ? records(answers, F.primaryLocations).flatMap((city) => cityName(city) ?? [])
      : [],
    minimumSalary: integer(compensation, 'minimumSalary'),
    minimumHourlyRate: integer(compensation, 'minimumHourlyRate'),
    highestEducationLevel: text(answers, F.highestEducationLevel),
    degrees: records(answers, F.education).flatMap((item) =>
      typeof item.degree === 'string'
        ? [
            {
              degree: item.degree,
              school: typeof item.school === 'string' && item.school.trim() !== '' ? item.school.trim() : null,
              fieldOfStudy: typeof item.fieldOfStudy === 'string' ? item.fieldOfStudy : null,
              universityId: typeof item.universityId === 'number' ? item.universityId : null,
            },
          ]
        : [],
    ),
    expertiseAreas: texts(answers, F.expertiseAreas),
    hopefulAreas: texts(answers, F.hopefulAreas),
    skills: skillRatings(answers),
    availableStartDate: text(answers, F.availableStartDate),
    seekingHours: texts(answers, F.seekingHours),
    hasManaged: flag(answers, F.hasManaged),
    yearsManaging: integer(answers, F.yearsManaging),
    managedManagers: flag(answers, F.managedManagers),
    managedTeamSize: text(answers, F.managedTeamSize),
    yearsExperience: integer(answers, F.yearsExperience),
    largestBudget: integer(answers, F.largestBudget),
    languages: languageLevels(answers),
    currentEmployers: currentEmployers(answers),
    teamworkApproach: text(answers, F.teamworkApproach),
    deadlineApproach: text(answers, F.deadlineApproach),
    workModeRanking: workModeRanking(answers),
    workFlexibility: text(answers, F.workFlexibility),
    canTravelOvernight: flag(answers, F.canTravelOvernight),
    travelAmount: text(answers, F.travelAmount),
    moreDisciplined: flag(answers, F.moreDisciplined),
    moreOutgoing: flag(answers, F.moreOutgoing),
  };
}
