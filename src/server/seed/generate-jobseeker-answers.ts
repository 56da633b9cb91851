import { readEnumOptions } from '../flows/read-enum';
import { generatedEducation } from './generated-education';
import { generatedExpertise } from './generated-expertise';
import { generatedLanguages } from './generated-languages';
import { between, pick, pickSkewed, pickSome, pickWeighted, seededRandom, weighted, type Random } from './seeded-picks';

export { seededRandom };

const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Casey',
  'Dana',
  'Elliot',
  'Frances',
  'Gabriel',
  'Harper',
  'Imani',
  'Jamal',
  'Keiko',
  'Luis',
  'Maya',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sasha',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
];
const LAST_NAMES = [
  'Adams',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Johnson',
  'Khan',
  'Lopez',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Reyes',
  'Singh',
  'Thompson',
  'Usman',
  'Vargas',
  'Williams',
  'Young',
  'Zhang',
];
const ORGANISATIONS = [
  'Lincoln Park Academy',
  'Eastside Unified',
  'Harbor Charter Network',
  'Summit Learning Partners',
  'Bright Futures Foundation',
  'Metro Public Schools',
  'Northstar Ed Tech',
  'Cedar Ridge Prep',
];

// Openness answers with no further question behind them; the others ask which cities (see relocation below).
const OPENNESS_WITHOUT_CITIES = ['home', 'anywhere', 'remote'];

export interface GeneratedJobseeker {
  firstName: string;
  lastName: string;
  answers: Record<string, unknown>;
}

/**
 * A plausible job seeker's answers to the job seeker flow (camelCase, as stored), Core Profile and the sections
 * matching reads complete, with realistic spreads: most in large metro areas, salaries by experience, a few not
 * authorised to work in the US; expertise, skills, job title and degrees of a piece (generated-expertise.ts,
 * generated-education.ts), languages by where they live. Values come from the shared enumerations or are checked
 * against them by the generator's test, so they stay valid as lists change.
 */
export function generateJobseeker(random: Random): GeneratedJobseeker {
  const enumValues = (name: string) => readEnumOptionsCached(name);
  const years = Math.min(40, Math.floor(random() * random() * 30) + between(random, 0, 4));
  const hasManaged = years > 3 && random() < 0.55;
  const metroArea = pickSkewed(random, enumValues('metro-areas'));
  // "Austin, TX": people mostly studied in, and speak the languages of, the state they live in.
  const comma = metroArea.lastIndexOf(', ');
  const homeState = comma >= 0 ? metroArea.slice(comma + 2) : null;
  // Expertise, education and languages draw from streams of their own, seeded from the person's: a change to how
  // one of them is made leaves the rest of everyone's answers (where they live, pay, who is eligible) as they were.
  const personSeed = Math.floor(random() * 0x1_0000_0000);
  const work = generatedExpertise(seededRandom(personSeed ^ 0x5eed_0001), enumValues('functional-areas'), readSkillsByArea(), years);
  const education = generatedEducation(seededRandom(personSeed ^ 0x5eed_0002), {
    primary: work.primary,
    others: work.expertise.slice(1),
    yearsExperience: years,
    homeState,
  });
  const languages = generatedLanguages(seededRandom(personSeed ^ 0x5eed_0003), homeState);
  const hours = random() < 0.8 ? ['full_time'] : pickSome(random, enumValues('employment-types'), between(random, 1, 3));
  const minimumSalary = Math.round((42_000 + years * 2_600 + random() * 25_000) / 1000) * 1000;
  const startYear = 2025 - Math.min(years, 8);
  const canWorkInUs = random() < 0.96;
  const firstName = pick(random, FIRST_NAMES);
  const lastName = pick(random, LAST_NAMES);
  const answers = {
    canWorkInUs,
    ...(canWorkInUs ? {} : { legalExplanation: 'I hold an F-1 visa and will need sponsorship.' }),
    metroArea,
    opennessToAlternativeLocations: pick(random, OPENNESS_WITHOUT_CITIES),
    compensation: { minimumSalary, minimumHourlyRate: Math.round(minimumSalary / 2080) },
    ...education,
    recentExperience: {
      name: pick(random, ORGANISATIONS),
      jobTitle: work.jobTitle,
      startDate: `${startYear}-08-01`,
      currentlyAtJob: true,
      endDate: null,
      mostRecentRole: true,
    },
    functionalExpertiseAreas: work.expertise,
    skillByFunctionalExpertise: work.skillByFunctionalExpertise,
    jobSeekingStatus: pick(random, enumValues('job-seeking-statuses')),
    availableStartDate: pickSkewed(random, enumValues('start-dates')),
    seekingHoursToWork: hours,
    hopefulFunctionalExpertiseAreas: work.hopeful,
    hasManaged,
    yearsManagingOthers: hasManaged ? between(random, 1, Math.max(2, years - 2)) : 0,
    managedManagers: hasManaged && random() < 0.3,
    ...(hasManaged ? { managedNumOfEmployees: pick(random, enumValues('team-sizes')) } : {}),
    yearsFullTimeExperience: years,
    largestBudgetResponsibility: hasManaged ? pick(random, [50_000, 100_000, 250_000, 500_000, 1_000_000]) : 0,
    ...(languages ? { languages } : {}),
    ...(work.skills ? { skills: work.skills } : {}),
    gender: pick(
      random,
      enumValues('genders').filter((value) => value !== 'self_describe'),
    ),
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
  };
  // The main stream still draws openness, gender and ethnicity as it always did, so everything after them stays as it was.
  return {
    firstName,
    lastName,
    answers: {
      ...answers,
      ...leadership(seededRandom(personSeed ^ 0x5eed_0004), work.jobTitle, years),
      ...relocation(seededRandom(personSeed ^ 0x5eed_0005), metroArea, homeState),
      ...demographics(seededRandom(personSeed ^ 0x5eed_0006)),
    },
  };
}

/** The share of people who name cities they would move to: enough that a role in a big metro lists a few who named it. */
const NAMES_CITIES_SHARE = 0.15;

/**
 * Where people move: the metros that gained the most people from the rest of the country this decade (Census
 * Bureau estimates), a move for school staff following its students' families. Values of the metro-areas list.
 */
const GROWING_METROS = [
  'Dallas, TX',
  'Houston, TX',
  'Austin, TX',
  'Phoenix, AZ',
  'Atlanta, GA',
  'Charlotte, NC',
  'Nashville, TN',
  'Tampa, FL',
  'Raleigh, NC',
  'Denver, CO',
];

/**
 * Some people would work in specific other cities and name them (issue 36 item 12), as the flow's primary_locations
 * step asks: often another metro of their own state, then growing metros or big ones anywhere. Cities are named by
 * title ({city, state}); the seed adds the city rows' ids, as the city picker does.
 */
function relocation(random: Random, metroArea: string, homeState: string | null): Record<string, unknown> {
  if (random() >= NAMES_CITIES_SHARE) return {};
  const openness = readEnumOptionsCached('location-openness').filter((value) => !OPENNESS_WITHOUT_CITIES.includes(value));
  const metros = readEnumOptionsCached('metro-areas').filter((value) => value !== metroArea && /^.+, [A-Z]{2}$/.test(value));
  const inState = metros.filter((value) => homeState !== null && value.endsWith(`, ${homeState}`));
  const growing = GROWING_METROS.filter((value) => metros.includes(value));
  const named = new Set<string>();
  if (inState.length > 0 && random() < 0.5) named.add(pick(random, inState));
  const wanted = between(random, 1, 4);
  while (named.size < wanted) named.add(random() < 0.5 ? pick(random, growing) : pickSkewed(random, metros));
  return {
    opennessToAlternativeLocations: pick(random, openness),
    primaryLocations: [...named].map((value) => {
      const comma = value.lastIndexOf(', ');
      return { city: value.slice(0, comma), state: value.slice(comma + 2) };
    }),
  };
}

/**
 * Self-reported gender and ethnicity in the proportions of US school staff and leaders (NCES), not evenly: a
 * recruiter reading the demo's diversity report sees a plausible pool. A few choose two categories, a few
 * describe their gender themselves, and some decline to state either. The weights name the flow's option values;
 * the generator's test validates every answer against the flow, so a value the flow drops fails it.
 */
const GENDER_WEIGHTS = weighted([
  ['female', 60],
  ['male', 31],
  ['self_describe', 2],
  ['decline_to_state', 7],
]);
const ETHNICITY_WEIGHTS = weighted([
  ['white', 55],
  ['hispanic_or_latino', 15],
  ['black_or_african_american', 12],
  ['asian', 6],
  ['american_indian_or_alaska_native', 1.5],
  ['native_hawaiian_or_pacific_islander', 1],
  ['declined_to_state', 9.5],
]);
const DECLINED = 'declined_to_state';

function demographics(random: Random): Record<string, unknown> {
  const gender = pickWeighted(random, GENDER_WEIGHTS);
  const first = pickWeighted(random, ETHNICITY_WEIGHTS);
  const ethnicity = [first];
  if (first !== DECLINED && random() < 0.06) {
    const second = pickWeighted(random, ETHNICITY_WEIGHTS);
    if (second !== first && second !== DECLINED) ethnicity.push(second);
  }
  return { gender, ...(gender === 'self_describe' ? { customGender: pick(random, ['Non-binary', 'Genderqueer']) } : {}), ethnicity };
}

const LEADERSHIP_TITLE = /^(Director|Chief)\b|\bDirector$/;

/**
 * A director or a chief has managed people, with a budget of a leader's size, as a recruiter reading the title
 * expects (issue 36 item 12). Drawn from a stream of the person's own, so everyone else's answers stay as they were.
 */
function leadership(random: Random, jobTitle: string, years: number): Record<string, unknown> {
  if (!LEADERSHIP_TITLE.test(jobTitle)) return {};
  return {
    hasManaged: true,
    yearsManagingOthers: between(random, Math.min(2, years), Math.max(2, years - 2)),
    managedManagers: random() < 0.6,
    managedNumOfEmployees: pick(
      random,
      ['6_10', '11_25', '26_50'].filter((size) => readEnumOptionsCached('team-sizes').includes(size)),
    ),
    largestBudgetResponsibility: pick(random, [250_000, 500_000, 1_000_000]),
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

function readSkillsByArea(): ReadonlyMap<string, readonly string[]> {
  if (!skillsByAreaCache) {
    skillsByAreaCache = new Map();
    for (const option of readEnumOptions('functional-skills')) {
      const area = option['x-group'] ?? '';
      skillsByAreaCache.set(area, [...(skillsByAreaCache.get(area) ?? []), option.const]);
    }
  }
  return skillsByAreaCache;
}
