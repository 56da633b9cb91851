import { AREA_PROFILES, GENERAL_BACHELOR_FIELDS, type AreaProfile } from './generated-area-profiles';
import { pickSchool, type SchoolKind } from './generated-schools';
import { between, clamp, pick, pickWeighted, type Random } from './seeded-picks';

const LEVELS = ['graduate', 'undergraduate', 'high_school', 'not_applicable'] as const;

/** The year the generated careers are counted back from (recent experience starts from it too). */
const THIS_YEAR = 2025;

const EDUCATION_FIELDS = new Set([
  'early_childhood_education',
  'elementary_education',
  'secondary_education',
  'special_education',
  'literacy_reading',
  'curriculum_instruction',
  'tesol_bilingual_education',
  'educational_technology',
  'kinesiology_physical_education',
]);
const SCIENCE_FIELDS = new Set([
  'mathematics',
  'statistics',
  'data_science',
  'computer_science',
  'engineering',
  'biology',
  'chemistry',
  'physics',
  'environmental_science',
]);
const BACHELOR_DEGREES: Readonly<Record<string, readonly string[]>> = {
  business_administration: ['bba', 'bba', 'bs'],
  finance_accounting: ['bs', 'bba'],
  economics: ['ba', 'bs'],
  psychology: ['ba', 'bs'],
  social_work: ['bsw'],
  fine_arts: ['bfa', 'ba'],
  music: ['bmus', 'ba'],
};
/** Degrees taught at schools of education, which stand-alone graduate schools of education give too. */
const EDUCATION_SCHOOL_DEGREES = new Set(['med', 'mat', 'eds', 'edd', 'edld']);
/** Research and practice doctorates (a J.D. is taken straight after college, so it is not among them). */
const DOCTORATES = new Set(['edd', 'edld', 'phd', 'psyd']);
/** Years of work before a doctorate or a second graduate degree is plausible: they come mid-career. */
const DOCTORATE_YEARS = 6;

function bachelorDegree(random: Random, field: string): string {
  if (EDUCATION_FIELDS.has(field)) return pick(random, ['bsed', 'ba', 'bs']);
  if (SCIENCE_FIELDS.has(field)) return 'bs';
  return pick(random, BACHELOR_DEGREES[field] ?? ['ba']);
}

function associateDegree(random: Random, field: string): string {
  if (SCIENCE_FIELDS.has(field)) return random() < 0.5 ? 'as' : 'aas';
  if (field === 'business_administration' || field === 'finance_accounting' || field === 'early_childhood_education') return random() < 0.5 ? 'aas' : 'aa';
  return 'aa';
}

export interface EducationInput {
  primary: AreaProfile;
  /** The other expertise areas: a degree is sometimes in one of them rather than in the main one. */
  others: readonly string[];
  yearsExperience: number;
  /** Two-letter state of the person's metro area, where many studied. */
  homeState: string | null;
}

/** A bachelor's field: mostly one of the main area's, sometimes another expertise area's, often anything at all. */
function bachelorField(random: Random, input: EducationInput): string {
  const roll = random();
  if (roll < 0.55) return pickWeighted(random, input.primary.bachelorFields);
  const other = AREA_PROFILES[pick(random, input.others)];
  if (roll < 0.7 && other) return pickWeighted(random, other.bachelorFields);
  return pickWeighted(random, GENERAL_BACHELOR_FIELDS);
}

type EducationRecord = { school: string; universityId: number; degree: string; fieldOfStudy: string; graduationYear: number };

function record(random: Random, kind: SchoolKind, input: EducationInput, degree: string, fieldOfStudy: string, graduationYear: number): EducationRecord {
  const school = pickSchool(random, kind, input.homeState);
  return { school: school.name, universityId: school.id, degree, fieldOfStudy, graduationYear };
}

function graduateRecord(random: Random, input: EducationInput, graduationYear: number, notDegree?: string): EducationRecord {
  const other = AREA_PROFILES[pick(random, input.others)];
  const fields = random() < 0.8 || !other ? input.primary.graduateFields : other.graduateFields;
  const [field, degrees] = pickWeighted(random, fields);
  const early = input.yearsExperience < DOCTORATE_YEARS;
  const choices = degrees.filter((degree) => degree !== notDegree && !(early && DOCTORATES.has(degree)));
  const degree = pick(random, choices.length > 0 ? choices : ['ma']);
  const kind = EDUCATION_SCHOOL_DEGREES.has(degree) && random() < 0.25 ? 'graduate' : 'college';
  return record(random, kind, input, degree, field, graduationYear);
}

/**
 * The highest level of education and, for a degree holder, the records to match (the flow asks for them then):
 * a bachelor's, or an associate's alone; graduates a bachelor's and a master's or doctorate, some two graduate
 * degrees. Years count back from the start of the career, so the degrees come before the experience.
 */
export function generatedEducation(random: Random, input: EducationInput): { highestEducationLevel: string; education?: EducationRecord[] } {
  const [graduate, undergraduate, highSchool] = input.primary.levels;
  const roll = random();
  const level =
    roll < graduate ? LEVELS[0] : roll < graduate + undergraduate ? LEVELS[1] : roll < graduate + undergraduate + highSchool ? LEVELS[2] : LEVELS[3];
  if (level === 'high_school' || level === 'not_applicable') return { highestEducationLevel: level };

  const field = bachelorField(random, input);
  const bachelorYear = clamp(THIS_YEAR - input.yearsExperience - between(random, 0, 3), 1965, THIS_YEAR);
  if (level === 'undergraduate' && random() < 0.15) {
    return { highestEducationLevel: level, education: [record(random, 'community', input, associateDegree(random, field), field, bachelorYear)] };
  }
  const education: EducationRecord[] = [];
  // Many start at a community college and transfer: their associate's is on the record too.
  if (random() < 0.1) education.push(record(random, 'community', input, associateDegree(random, field), field, bachelorYear - 2));
  education.push(record(random, 'college', input, bachelorDegree(random, field), field, bachelorYear));
  if (level === 'graduate') {
    // A master's is taken after a few years' work more often than straight after college.
    const master = graduateRecord(random, input, Math.min(THIS_YEAR, bachelorYear + between(random, 1, Math.max(2, Math.min(12, input.yearsExperience)))));
    education.push(master);
    if (input.yearsExperience >= DOCTORATE_YEARS && random() < 0.15)
      education.push(graduateRecord(random, input, Math.min(THIS_YEAR, master.graduationYear + between(random, 2, 7)), master.degree));
  }
  return { highestEducationLevel: level, education };
}
