import type { ExtractedEducation, ResumeVocabulary, VocabularyOption } from './resume-extraction';
import { YEAR } from './resume-dates';
import { escapeRegExp, isPlace, plain } from './resume-lines';

const SCHOOL_WORDS = /\b(?:university|college|institute|school|academy|conservatory|seminary|polytechnic|univ\.)/i;
const HIGH_SCHOOL = /\bhigh school\b/i;
/** Words people write for a field of study that the list titles do not spell out, by list value. */
const FIELD_SYNONYMS: Record<string, readonly string[]> = {
  english_literature: ['english', 'english literature', 'literature', 'english language and literature'],
  mathematics: ['math', 'maths', 'applied mathematics'],
  finance_accounting: ['finance', 'accounting'],
  communications_journalism: ['communications', 'communication', 'journalism'],
  educational_leadership: ['educational leadership', 'educational administration', 'school leadership', 'education leadership'],
  curriculum_instruction: ['curriculum instruction'],
  tesol_bilingual_education: ['tesol', 'esl', 'bilingual education', 'english as a second language'],
  literacy_reading: ['literacy', 'reading', 'reading education'],
  early_childhood_education: ['early childhood', 'early childhood development'],
  elementary_education: ['elementary', 'childhood education'],
  special_education: ['special ed'],
  business_administration: ['business'],
  kinesiology_physical_education: ['kinesiology', 'physical education'],
  foreign_languages: [
    'linguistics',
    'spanish',
    'french',
    'german',
    'italian',
    'chinese',
    'mandarin',
    'japanese',
    'arabic',
    'portuguese',
    'russian',
    'modern languages',
  ],
  fine_arts: ['fine arts', 'theater', 'theatre', 'dance', 'studio art', 'visual arts', 'performing arts'],
  political_science: ['government', 'politics'],
  public_policy: ['policy'],
  computer_science: ['computing'],
  environmental_science: ['environmental studies'],
  ethnic_gender_studies: [
    'african american studies',
    'african-american studies',
    'gender studies',
    "women's studies",
    'ethnic studies',
    'latin american studies',
  ],
};

/** The field a degree's name already says ("Master of Business Administration"), by degree value. */
const DEGREE_FIELDS: Record<string, string> = {
  mba: 'business_administration',
  mpa: 'public_administration',
  mpp: 'public_policy',
  msw: 'social_work',
  mph: 'public_health',
  mfa: 'fine_arts',
  psyd: 'psychology',
  jd: 'law',
};
/** A certificate or licence listed among degrees, which is no degree of a school. */
const CERTIFICATION = /\b(?:certificat(?:e|ion)|licen[cs](?:e|ure)|credential|endorsement)\b/i;

interface Matcher {
  value: string;
  pattern: RegExp;
  length: number;
}

/** Longer names first, so "Master of Arts in Teaching" is taken before "Master of Arts", "B.S.Ed." before "B.S.". */
const longestFirst = (a: Matcher, b: Matcher) => b.length - a.length || b.pattern.source.length - a.pattern.source.length;

const WORD_START = String.raw`(?<![\p{L}\p{N}])`;
const WORD_END = String.raw`(?![\p{L}\p{N}])`;

function wordsMatcher(value: string, words: string): Matcher {
  const parts = words.split(/\s+/);
  return { value, pattern: new RegExp(WORD_START + parts.map(escapeRegExp).join(String.raw`\s+`) + WORD_END, 'iu'), length: parts.length };
}

/** Degree names and their abbreviations from the list titles ("Bachelor of Arts (B.A.)"), longest first. */
function degreeMatchers(options: readonly VocabularyOption[]): Matcher[] {
  const matchers: Matcher[] = [];
  for (const option of options) {
    const match = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(option.title ?? '');
    const name = match ? match[1]! : (option.title ?? '');
    if (name) matchers.push(wordsMatcher(option.const, name));
    const abbreviation = match?.[2];
    if (!abbreviation) continue;
    // With its dots, "B.A." / "B. A" / "M.Ed." cannot be anything else.
    const dotted = abbreviation
      .replace(/\.$/, '')
      .split('.')
      .map(escapeRegExp)
      .join(String.raw`\.\s?`);
    if (abbreviation.includes('.')) matchers.push({ value: option.const, pattern: new RegExp(`${WORD_START}${dotted}\\.?${WORD_END}`, 'iu'), length: 1 });
    // Without them, only as written ("BA", "MEd", "PhD"); two capitals alone ("MA", "MS") are also state codes, so
    // they count only before a subject: "MA in Teaching", "BA English".
    const bare = escapeRegExp(abbreviation.replace(/\.\s*/g, ''));
    const after = bare.length <= 2 ? String.raw`(?=,?\s+(?:in\s+)?\p{Lu})` : WORD_END;
    matchers.push({ value: option.const, pattern: new RegExp(`${WORD_START}${bare}${after}`, 'u'), length: 1 });
  }
  return matchers.sort(longestFirst);
}

function fieldMatchers(options: readonly VocabularyOption[]): Matcher[] {
  const known = new Set(options.map((option) => option.const));
  const matchers = options.filter((option) => option.title && option.const !== 'other').map((option) => wordsMatcher(option.const, plain(option.title!)));
  for (const [value, words] of Object.entries(FIELD_SYNONYMS)) {
    if (known.has(value)) for (const synonym of words) matchers.push(wordsMatcher(value, plain(synonym)));
  }
  return matchers.sort(longestFirst);
}

/** The one option the text names; none when it names two different ones, since then the match is a guess. */
function findOption(text: string, matchers: Matcher[], normalize: (text: string) => string = (t) => t): { value: string; rest: string } | undefined {
  let rest = normalize(text);
  const found = new Set<string>();
  for (const candidate of matchers) {
    if (candidate.pattern.test(rest)) {
      found.add(candidate.value);
      rest = rest.replace(candidate.pattern, ' ');
    }
  }
  return found.size === 1 ? { value: [...found][0]!, rest } : undefined;
}

function graduationYearOf(text: string): number | undefined {
  const years = [...text.matchAll(new RegExp(`(?<!\\d)(${YEAR})(?!\\d)`, 'g'))].map((match) => Number(match[1])).filter((year) => year <= 2035);
  return years.length > 0 ? years[years.length - 1] : undefined;
}

/** Education entries: a school line and the degree, field and year written on it or beside it. */
export function educationOf(lines: string[], vocabulary: ResumeVocabulary): ExtractedEducation[] {
  const degrees = degreeMatchers(vocabulary.degrees);
  const fields = fieldMatchers(vocabulary.fieldsOfStudy);
  interface Draft {
    school?: string;
    degree?: string;
    fieldOfStudy?: string;
    graduationYear?: number;
    hasDegreeText: boolean;
  }
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  const knownFields = new Set(vocabulary.fieldsOfStudy.map((option) => option.const));
  const isDegree = (segment: string) => findOption(segment, degrees) !== undefined || /\b(?:bachelor|master|doctor|associate)'?s?\b/i.test(segment);
  for (const line of lines) {
    // " at " is part of a school's name here ("University of Texas at San Antonio"), not a separator.
    const segments = line
      .split(/\s*(?:[|•·●▪◦,;]|\s[-–—]\s)\s*/)
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const named = segments.find((segment) => SCHOOL_WORDS.test(segment) && !isDegree(segment));
    const hasDegree = segments.some(isDegree);
    if (!named && !hasDegree && CERTIFICATION.test(line)) continue;
    // A line with a degree names its school first even without the word "University" ("UNC Chapel Hill, B.A.").
    const school =
      named ??
      (hasDegree && !isDegree(segments[0]!) && !new RegExp(`^${YEAR}$`).test(segments[0]!) && !isPlace(segments[0]!) && segments[0]!.length <= 80
        ? segments[0]
        : undefined);
    // The school's own name never says what was studied there ("School of Social Work"), so only the rest is read.
    const about = segments.filter((segment) => segment !== school && !isPlace(segment)).join(' , ');
    const degree = findOption(about, degrees);
    const implied = degree && DEGREE_FIELDS[degree.value];
    const field = findOption(degree?.rest ?? about, fields, plain) ?? (implied && knownFields.has(implied) ? { value: implied, rest: '' } : undefined);
    const degreeText = degree !== undefined || /\b(?:bachelor|master|doctor|associate)'?s?\b|\b[BM]\.[A-Z]/i.test(about);
    const year = graduationYearOf(line);
    if (!school && !degreeText && !field && year === undefined) continue;
    const startsNew = !current || (school !== undefined && current.school !== undefined) || (degreeText && current.hasDegreeText);
    if (startsNew) {
      current = { hasDegreeText: false };
      drafts.push(current);
    }
    const draft = current!;
    if (school && !draft.school) draft.school = school;
    if (degreeText) draft.hasDegreeText = true;
    if (degree && !draft.degree) draft.degree = degree.value;
    if (field && !draft.fieldOfStudy) draft.fieldOfStudy = field.value;
    if (year !== undefined) draft.graduationYear = year;
  }
  return drafts
    .filter((draft): draft is Draft & { school: string } => draft.school !== undefined && !HIGH_SCHOOL.test(draft.school))
    .slice(0, 10)
    .map((draft) => ({
      school: draft.school.slice(0, 200),
      ...(draft.degree && { degree: draft.degree }),
      ...(draft.fieldOfStudy && { fieldOfStudy: draft.fieldOfStudy }),
      ...(draft.graduationYear !== undefined && { graduationYear: draft.graduationYear }),
    }));
}
