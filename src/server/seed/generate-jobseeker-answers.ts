import { readEnumOptions } from '../flows/read-enum';

/** A small seeded generator (mulberry32): the same seed gives the same people, so demo data and benchmarks repeat. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/** Earlier entries more often: metro areas are listed by size, so big cities get more people, as they do. */
function pickSkewed<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * random() * values.length)]!;
}

function pickSome<T>(random: Random, values: readonly T[], count: number): T[] {
  const pool = [...values];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

function between(random: Random, low: number, high: number, step = 1): number {
  return low + Math.floor((random() * (high - low)) / step) * step;
}

const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Dana', 'Elliot', 'Frances', 'Gabriel', 'Harper', 'Imani', 'Jamal', 'Keiko', 'Luis', 'Maya', 'Nadia', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sasha', 'Tariq', 'Uma', 'Victor', 'Wen', 'Ximena', 'Yusuf', 'Zoe'];
const LAST_NAMES = ['Adams', 'Baker', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Johnson', 'Khan', 'Lopez', 'Martin', 'Nguyen', 'Okafor', 'Patel', 'Reyes', 'Singh', 'Thompson', 'Usman', 'Vargas', 'Williams', 'Young', 'Zhang'];
const ORGANISATIONS = ['Lincoln Park Academy', 'Eastside Unified', 'Harbor Charter Network', 'Summit Learning Partners', 'Bright Futures Foundation', 'Metro Public Schools', 'Northstar Ed Tech', 'Cedar Ridge Prep'];
const JOB_TITLES = ['Teacher', 'Instructional Coach', 'Assistant Principal', 'Operations Manager', 'Data Analyst', 'Finance Director', 'Talent Manager', 'Program Director', 'Curriculum Specialist'];

// Answers with no further question behind them: openness that asks for cities, and degrees that ask for school records,
// would need rows (cities, universities) that the generator does not make.
const OPENNESS_WITHOUT_CITIES = ['home', 'anywhere', 'remote'];

export interface GeneratedJobseeker {
  firstName: string;
  lastName: string;
  answers: Record<string, unknown>;
}

/**
 * A plausible job seeker's answers to the job seeker flow (camelCase, as stored), Core Profile and the sections
 * matching reads complete, with realistic spreads: most in large metro areas, salaries by experience, a few not
 * authorised to work in the US. Values come from the shared enumerations, so they stay valid as lists change.
 */
export function generateJobseeker(random: Random): GeneratedJobseeker {
  const enumValues = (name: string) => readEnumOptionsCached(name);
  const areas = enumValues('functional-areas');
  const skillsByArea = readSkillsByArea();
  const years = Math.min(40, Math.floor(random() * random() * 30) + between(random, 0, 4));
  const hasManaged = years > 3 && random() < 0.55;
  const expertise = pickSome(random, areas, 3);
  const hours = random() < 0.8 ? ['full_time'] : pickSome(random, enumValues('employment-types'), between(random, 1, 3));
  const minimumSalary = Math.round((42_000 + years * 2_600 + random() * 25_000) / 1000) * 1000;
  const startYear = 2025 - Math.min(years, 8);
  const canWorkInUs = random() < 0.96;
  return {
    firstName: pick(random, FIRST_NAMES),
    lastName: pick(random, LAST_NAMES),
    answers: {
      canWorkInUs,
      ...(canWorkInUs ? {} : { legalExplanation: 'I hold an F-1 visa and will need sponsorship.' }),
      metroArea: pickSkewed(random, enumValues('metro-areas')),
      opennessToAlternativeLocations: pick(random, OPENNESS_WITHOUT_CITIES),
      compensation: { minimumSalary, minimumHourlyRate: Math.round(minimumSalary / 2080) },
      highestEducationLevel: 'high_school',
      recentExperience: {
        name: pick(random, ORGANISATIONS),
        jobTitle: pick(random, JOB_TITLES),
        startDate: `${startYear}-08-01`,
        currentlyAtJob: true,
        endDate: null,
        mostRecentRole: true,
      },
      functionalExpertiseAreas: expertise,
      skillByFunctionalExpertise: expertise.flatMap((area) =>
        pickSome(random, skillsByArea.get(area) ?? [], 2).map((skillId) => ({ skillId, rating: between(random, 1, 5) })),
      ),
      jobSeekingStatus: pick(random, enumValues('job-seeking-statuses')),
      availableStartDate: pickSkewed(random, enumValues('start-dates')),
      seekingHoursToWork: hours,
      hopefulFunctionalExpertiseAreas: pickSome(random, areas, 3),
      hasManaged,
      yearsManagingOthers: hasManaged ? between(random, 1, Math.max(2, years - 2)) : 0,
      managedManagers: hasManaged && random() < 0.3,
      ...(hasManaged ? { managedNumOfEmployees: pick(random, enumValues('team-sizes')) } : {}),
      yearsFullTimeExperience: years,
      largestBudgetResponsibility: hasManaged ? pick(random, [50_000, 100_000, 250_000, 500_000, 1_000_000]) : 0,
      languages: [
        { name: 'english', readingProficiency: 'native_bilingual', writingProficiency: 'native_bilingual', speakingProficiency: 'native_bilingual' },
        ...(random() < 0.3
          ? [{ name: 'spanish', readingProficiency: 'professional_working', writingProficiency: 'limited_working', speakingProficiency: 'full_professional' }]
          : []),
      ],
      gender: pick(random, enumValues('genders').filter((value) => value !== 'self_describe')),
      ethnicity: [pick(random, enumValues('ethnicities'))],
      teamworkApproach: pick(random, enumValues('teamwork-approaches')),
      deadlineApproach: pick(random, enumValues('deadline-approaches')),
      inPersonPreferenceScore: 1,
      hybridVirtualInPersonPreferenceScore: 2,
      virtualPreferenceScore: 3,
      idealCompanySize: pickSome(random, enumValues('company-sizes'), 2),
      idealGrowthStage: pickSome(random, enumValues('growth-stages'), 1),
      interestedInSpecificOrganizationType: pickSome(random, enumValues('organization-types'), 2),
      canTravelOvernight: false,
      prefersDefinedEndAndMeans: 1,
      prefersDefinedEndOnly: 2,
      prefersDevelopingBigPictureOnly: 3,
      prefersDevelopingBigPictureAndExecuting: 4,
      moreDisciplinedThanFlexible: random() < 0.5,
      moreOutgoingThanIntroverted: random() < 0.5,
      personalityTraits: pickSome(random, enumValues('cultural-attributes'), 3),
      currentlySitsOnBoard: false,
      interestedInBoardRoles: random() < 0.2,
    },
  };
}

const enumCache = new Map<string, string[]>();

function readEnumOptionsCached(name: string): string[] {
  let values = enumCache.get(name);
  if (!values) {
    values = readEnumOptions(name).map((option) => option.const);
    enumCache.set(name, values);
  }
  return values;
}

let skillsByAreaCache: Map<string, string[]> | undefined;

function readSkillsByArea(): Map<string, string[]> {
  if (!skillsByAreaCache) {
    skillsByAreaCache = new Map();
    for (const option of readEnumOptions('functional-skills')) {
      const area = option['x-group'] ?? '';
      skillsByAreaCache.set(area, [...(skillsByAreaCache.get(area) ?? []), option.const]);
    }
  }
  return skillsByAreaCache;
}
