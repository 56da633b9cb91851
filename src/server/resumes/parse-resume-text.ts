/** One option of a flow enumeration: the stored value and the words a person reads. */
export interface VocabularyOption {
  const: string;
  title?: string;
}

/** The flow's lists that extraction maps onto; a value outside them is never suggested. */
export interface ResumeVocabulary {
  degrees: readonly VocabularyOption[];
  fieldsOfStudy: readonly VocabularyOption[];
}

/** A `$defs.workExperience`-shaped record (camelCase), with only what the text showed. */
export interface ExtractedExperience {
  name?: string;
  jobTitle?: string;
  startDate?: string;
  endDate?: string;
  currentlyAtJob?: boolean;
}

/** A `$defs.educationRecord`-shaped record; degree and field only when they map onto the lists with confidence. */
export interface ExtractedEducation {
  school: string;
  degree?: string;
  fieldOfStudy?: string;
  graduationYear?: number;
}

export interface ResumeExtraction {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Ten digits, as the flow's phone normalizer and PATCH /api/user store it. */
  phoneNumber?: string;
  recentExperience?: ExtractedExperience;
  education?: ExtractedEducation[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19[5-9]\d|20[0-4]\d)`;
/** "2018", "Aug 2018", "August, 2018", "08/2018", "8/2018". */
const DATE = String.raw`(?:${MONTH},?\s+${YEAR}|(?:0?[1-9]|1[0-2])\/${YEAR}|${YEAR})`;
const NOW = String.raw`(?:present|current(?:ly)?|now|today)`;
const DATE_RANGE = new RegExp(String.raw`(${DATE})\s*(?:-|–|—|to|until)\s*(${DATE}|${NOW})`, 'i');

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** A US number, optionally with +1 / 1: (212) 555-0123, 212.555.0123, +1 212 555 0123; not part of a longer run of digits. */
const PHONE = /(?<![\d-])(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}(?![\d-])/;

const EXPERIENCE_HEADINGS = /^(?:(?:professional|work|relevant|teaching|leadership|education(?:al)?|career|employment|school|selected)\s+)*(?:experience|employment(?: history)?|work history|career history)$/;
const EDUCATION_HEADINGS = /^(?:education|educational background|academic background|academics|degrees|education (?:and|&) (?:training|certifications?|credentials))$/;
const OTHER_HEADINGS =
  /^(?:skills|technical skills|core competencies|certifications?|licen[cs]es?(?: (?:and|&) certifications?)?|credentials|awards|honou?rs|honou?rs (?:and|&) awards|publications|presentations|references|summary|professional summary|profile|objective|career objective|volunteer(?:ing| experience| work)?|interests|languages|activities|professional development|memberships|affiliations|professional affiliations|contact|leadership|projects|service)$/;

const ORGANIZATION_WORDS =
  /\b(?:school|schools|academy|university|college|district|institute|foundation|charter|network|department|center|centre|board|corps|inc|llc|ltd|company|corporation|group|partners|partnership|association|council|agency|office|program|project|initiative|fund|trust|alliance|collaborative|public|prep|preparatory|elementary|middle|high|ministry|church|nonprofit|teach for america)\b/i;
const TITLE_WORDS =
  /\b(?:teacher|principal|director|coordinator|manager|assistant|associate|dean|superintendent|specialist|coach|counselor|counsellor|instructor|professor|lecturer|lead|head|chief|officer|analyst|consultant|administrator|aide|tutor|chair|president|vp|fellow|intern|librarian|paraprofessional|psychologist|engineer|developer|advisor|adviser|supervisor|founder|co-founder|executive|strategist|designer|researcher|scientist|facilitator|trainer|mentor|interventionist|therapist|nurse|clerk|secretary|registrar|recruiter|partner|owner|volunteer|educator)\b/i;
const SCHOOL_WORDS = /\b(?:university|college|institute|school|academy|conservatory|seminary|polytechnic|univ\.)/i;
const HIGH_SCHOOL = /\bhigh school\b/i;
/** Two-letter US state codes, so "Chicago, IL" is not taken for an organization or a title. */
const STATE_CODE = /^(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;

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
  foreign_languages: ['linguistics', 'spanish', 'french', 'german', 'italian', 'chinese', 'mandarin', 'japanese', 'arabic', 'portuguese', 'russian', 'modern languages'],
  fine_arts: ['fine arts', 'theater', 'theatre', 'dance', 'studio art', 'visual arts', 'performing arts'],
  political_science: ['government', 'politics'],
  public_policy: ['policy'],
  computer_science: ['computing'],
  environmental_science: ['environmental studies'],
  ethnic_gender_studies: ['african american studies', 'african-american studies', 'gender studies', "women's studies", 'ethnic studies', 'latin american studies'],
};

const cleanLine = (line: string) => line.replace(/[\u00a0\t ]+/g, ' ').trim();
const plain = (text: string) => text.toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\p{N}']+/gu, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function headingOf(line: string): 'experience' | 'education' | 'other' | undefined {
  if (line.length > 45) return undefined;
  const words = plain(line.replace(/:$/, ''));
  if (EXPERIENCE_HEADINGS.test(words)) return 'experience';
  if (EDUCATION_HEADINGS.test(words)) return 'education';
  if (OTHER_HEADINGS.test(words)) return 'other';
  return undefined;
}

/** The items of one line, split where people separate them: commas, pipes, bullets, spaced dashes, " at ". */
function segmentsOf(line: string): string[] {
  return line
    .split(/\s*(?:[|•·●▪◦,;]|\s[-–—]\s|\sat\s)\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isBullet(line: string): boolean {
  return /^[•·●▪◦*\-–]\s/.test(line);
}

const NOT_NAMES = /^(?:resume|résumé|curriculum vitae|cv|contact|profile|summary)$/i;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
/** Lower-case words inside a family name: "Maya de la Cruz". */
const PARTICLE = /^(?:de|del|della|la|le|van|von|der|den|da|di|du|dos|das|bin|ibn|al)$/;
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof|rev)\.?$/i;
/** What may follow a name after a comma or at its end: "Jr.", "III", "Ed.D.", "NBCT", "M.Ed.". */
const CREDENTIAL = /^(?:(?:\p{Lu}\p{Ll}{0,2}\.){1,4}|Jr|Sr|II|III|IV|PhD|EdD|EdS|MEd|MBA|MAT|MPA|MPP|MSW|NBCT|Esq|JD)$/u;

function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A person's name from a line that looks like one: two to five capitalized words, no digits or symbols. */
function nameOf(line: string): { firstName: string; lastName: string } | undefined {
  const text = line.split(/\s*[|•·●▪]\s*/)[0]!.trim();
  if (text.length === 0 || text.length > 60 || /[\d@]/.test(text) || NOT_NAMES.test(text) || headingOf(text)) return undefined;
  const [before, ...after] = text.split(/\s*,\s*/);
  const credentialsOnly = (part: string) => part.split(/\s+/).every((word) => CREDENTIAL.test(word));
  let words: string[];
  if (after.length === 0 || after.every(credentialsOnly)) words = before!.split(/\s+/);
  // "Angelou, Maya": family name first.
  else if (after.length === 1) words = [...after[0]!.split(/\s+/), ...before!.split(/\s+/)];
  else return undefined;
  while (words.length > 2 && HONORIFIC.test(words[0]!)) words.shift();
  while (words.length > 2 && CREDENTIAL.test(words[words.length - 1]!)) words.pop();
  // An all-capitals heading line ("MAYA ANGELOU") is read in its usual case.
  if (words.every((word) => word === word.toUpperCase())) words = words.map(titleCase);
  if (words.length < 2 || words.length > 5) return undefined;
  if (!words.every((word) => NAME_WORD.test(word) || PARTICLE.test(word))) return undefined;
  if (words.some((word) => TITLE_WORDS.test(word) || ORGANIZATION_WORDS.test(word))) return undefined;
  const firstName = words[0]!;
  let from = words.length - 1;
  while (from > 1 && PARTICLE.test(words[from - 1]!)) from -= 1;
  if (!NAME_WORD.test(firstName) || /^\p{Lu}\.?$/u.test(words[words.length - 1]!)) return undefined;
  return { firstName, lastName: words.slice(from).join(' ') };
}

function monthOf(text: string): number | undefined {
  const numeric = /^(\d{1,2})\//.exec(text);
  if (numeric) return Number(numeric[1]);
  const index = MONTHS.indexOf(text.slice(0, 3).toLowerCase());
  return index >= 0 ? index + 1 : undefined;
}

/** A resume date as the flow's YYYY-MM-DD: the first of its month, January when only the year is written. */
function isoDate(text: string): string | undefined {
  const year = new RegExp(YEAR).exec(text)?.[0];
  if (!year) return undefined;
  const month = monthOf(text.trim()) ?? 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

function datesOf(line: string): Pick<ExtractedExperience, 'startDate' | 'endDate' | 'currentlyAtJob'> | undefined {
  const match = DATE_RANGE.exec(line);
  if (!match) return undefined;
  const startDate = isoDate(match[1]!);
  if (new RegExp(`^${NOW}$`, 'i').test(match[2]!)) return { ...(startDate && { startDate }), currentlyAtJob: true };
  const endDate = isoDate(match[2]!);
  return { ...(startDate && { startDate }), ...(endDate && { endDate }) };
}

function withoutDates(line: string): string {
  return line
    .replace(DATE_RANGE, ' ')
    .replace(/[()]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,|;:–—-]+$/, '')
    .trim();
}

/** An item that only says where ("IL", "NY 10001", "Remote"), which is neither a title nor an organization. */
function isPlace(segment: string): boolean {
  return STATE_CODE.test(segment) || /^(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|remote|hybrid)$/i.test(segment);
}

/** How well a pair of segments reads as (job title, organization): the telling words of each, in their place. */
function pairScore(title: string, organization: string): number {
  return (TITLE_WORDS.test(title) ? 2 : 0) + (ORGANIZATION_WORDS.test(title) ? 0 : 1) + (ORGANIZATION_WORDS.test(organization) ? 2 : 0) + (TITLE_WORDS.test(organization) ? 0 : 1);
}

/** The first role under the experience heading: its organization, title and dates. */
function recentExperienceOf(lines: string[]): ExtractedExperience | undefined {
  const content = lines.filter((line) => !isBullet(line)).slice(0, 8);
  if (content.length === 0) return undefined;
  const dated = content.findIndex((line) => DATE_RANGE.test(line));
  const useful = (line: string) => segmentsOf(withoutDates(line)).filter((segment) => segment.length > 1 && !isPlace(segment) && !/^\d+$/.test(segment));
  let segments: string[];
  if (dated < 0) segments = content.slice(0, 2).flatMap(useful);
  else {
    // The role's words are on its dates line or the lines just above it; when the dates come first, just below.
    segments = content.slice(Math.max(0, dated - 2), dated + 1).flatMap(useful);
    for (const line of content.slice(dated + 1, dated + 3)) {
      if (segments.length >= 2 || DATE_RANGE.test(line)) break;
      segments.push(...useful(line));
    }
  }
  segments = segments.slice(0, 6);
  let best: { jobTitle?: string; name?: string; score: number } = { score: -1 };
  for (let i = 0; i < segments.length; i += 1) {
    for (let j = 0; j < segments.length; j += 1) {
      if (i === j) continue;
      // Ties go to the earlier pair, title first: "Principal, Lincoln High School" is the common US layout.
      const score = pairScore(segments[i]!, segments[j]!);
      if (score > best.score) best = { jobTitle: segments[i], name: segments[j], score };
    }
  }
  if (segments.length === 1) {
    const only = segments[0]!;
    if (TITLE_WORDS.test(only) && !ORGANIZATION_WORDS.test(only)) best = { jobTitle: only, score: 0 };
    else if (ORGANIZATION_WORDS.test(only)) best = { name: only, score: 0 };
  }
  const dates = dated >= 0 ? datesOf(content[dated]!) : undefined;
  const record: ExtractedExperience = {
    ...(best.name && { name: best.name.slice(0, 200) }),
    ...(best.jobTitle && { jobTitle: best.jobTitle.slice(0, 200) }),
    ...dates,
  };
  return record.name || record.jobTitle ? record : undefined;
}

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
    const dotted = abbreviation.replace(/\.$/, '').split('.').map(escapeRegExp).join(String.raw`\.\s?`);
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
function educationOf(lines: string[], vocabulary: ResumeVocabulary): ExtractedEducation[] {
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
  for (const line of lines) {
    const segments = segmentsOf(line);
    const school = segments.find((segment) => SCHOOL_WORDS.test(segment));
    // The school's own name never says what was studied there ("School of Social Work"), so only the rest is read.
    const about = segments.filter((segment) => segment !== school && !isPlace(segment)).join(' , ');
    const degree = findOption(about, degrees);
    const field = findOption(degree?.rest ?? about, fields, plain);
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

/** The lines under the first experience heading and under the first education heading, each up to the next heading. */
function sections(lines: string[]): { experience: string[]; education: string[] } {
  const found = { experience: [] as string[], education: [] as string[] };
  let into: string[] | undefined;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading === 'experience') into = found.experience.length === 0 ? found.experience : undefined;
    else if (heading === 'education') into = found.education.length === 0 ? found.education : undefined;
    else if (heading === 'other') into = undefined;
    else into?.push(line);
  }
  return found;
}

/**
 * What a resume's text says about the person, as far as it can be told with confidence: the name from the first
 * line that looks like one, the first e-mail address and US phone number, the first role under an experience
 * heading, and the schools under an education heading. Anything unsure is left out rather than guessed, since
 * the person confirms each value before it is saved.
 */
export function parseResumeText(text: string, vocabulary: ResumeVocabulary): ResumeExtraction {
  const lines = text.split(/\r?\n/).map(cleanLine).filter((line) => line !== '');
  const result: ResumeExtraction = {};
  if (lines.length === 0) return result;

  for (const line of lines.slice(0, 6)) {
    const name = nameOf(line);
    if (name) {
      Object.assign(result, name);
      break;
    }
  }
  const email = EMAIL.exec(text)?.[0];
  if (email && email.length <= 254) result.email = email.toLowerCase();
  const phone = PHONE.exec(text)?.[0];
  if (phone) {
    const digits = phone.replace(/\D/g, '');
    result.phoneNumber = digits.length === 11 ? digits.slice(1) : digits;
  }

  const parts = sections(lines);
  const recent = recentExperienceOf(parts.experience);
  if (recent) result.recentExperience = recent;
  const education = educationOf(parts.education, vocabulary);
  if (education.length > 0) result.education = education;
  return result;
}
