/** How resume text is cut up: lines, their items, headings, and the words that tell titles from organizations. */
const EXPERIENCE_HEADINGS =
  /^(?:(?:professional|work|relevant|teaching|leadership|education(?:al)?|career|employment|school|selected|related|additional|administrative|classroom|other)\s+)*(?:experience|employment(?: history)?|work history|career history|professional history|positions held)$/;
const EDUCATION_HEADINGS =
  /^(?:education|educational background|academic background|academics|academic history|degrees|education (?:and|&) (?:training|certifications?|credentials|licensure))$/;
const SKILLS_HEADINGS =
  /^(?:(?:core|key|technical|professional|relevant|additional|computer|software|technology)\s+)?(?:skills|competencies|proficiencies|expertise)(?: (?:and|&) (?:tools|technologies|interests|languages))?$|^(?:areas of expertise|programming languages|tools|technologies|skills summary)$/;
const LANGUAGES_HEADINGS = /^(?:languages?|language skills|spoken languages|language proficiency)$/;
const CONTACT_HEADINGS = /^(?:contact|contact information|contact details|personal details|personal information)$/;
const OTHER_HEADINGS =
  /^(?:certifications?|licen[cs]es?(?: (?:and|&) certifications?)?|certifications? (?:and|&) licen[cs]es?|credentials|awards|honou?rs|honou?rs (?:and|&) awards|awards (?:and|&) honou?rs|publications|presentations|references|summary|professional summary|profile|professional profile|objective|career objective|volunteer(?:ing| experience| work| service)?|community (?:service|involvement)|interests|activities|professional development|memberships|affiliations|professional affiliations|leadership|projects|service|career break|hobbies|additional information)$/;

/** What a heading opens: the sections a resume's details are read from, or one whose lines are not read. */
export type SectionKind = 'experience' | 'education' | 'skills' | 'languages' | 'contact' | 'other';

export const ORGANIZATION_WORDS =
  /\b(?:school|schools|academy|university|college|district|institute|foundation|charter|network|department|center|centre|board|corps|inc|llc|ltd|company|corporation|group|partners|partnership|association|council|agency|office|program|project|initiative|fund|trust|alliance|collaborative|public|prep|preparatory|elementary|middle|high|ministry|church|nonprofit|teach for america)\b/i;
export const TITLE_WORDS =
  /\b(?:teacher|principal|director|coordinator|manager|assistant|associate|dean|superintendent|specialist|coach|counselor|counsellor|instructor|professor|lecturer|lead|head|chief|officer|analyst|consultant|administrator|aide|tutor|chair|president|vp|fellow|intern|librarian|paraprofessional|psychologist|engineer|developer|advisor|adviser|supervisor|founder|co-founder|executive|strategist|designer|researcher|scientist|facilitator|trainer|mentor|interventionist|therapist|nurse|clerk|secretary|registrar|recruiter|partner|owner|volunteer|educator)\b/i;
/** Two-letter US state codes, so "Chicago, IL" is not taken for an organization or a title. */
const STATE_CODE = /^(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;

export const cleanLine = (line: string) => line.replace(/[\u00a0\t ]+/g, ' ').trim();
export const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function headingOf(line: string): SectionKind | undefined {
  if (line.length > 45) return undefined;
  const words = plain(line.replace(/:$/, ''));
  if (EXPERIENCE_HEADINGS.test(words)) return 'experience';
  if (EDUCATION_HEADINGS.test(words)) return 'education';
  if (SKILLS_HEADINGS.test(words)) return 'skills';
  if (LANGUAGES_HEADINGS.test(words)) return 'languages';
  if (CONTACT_HEADINGS.test(words)) return 'contact';
  if (OTHER_HEADINGS.test(words)) return 'other';
  return undefined;
}

/** The items of one line, split where people separate them: commas, pipes, bullets, spaced dashes, " at ". */
export function segmentsOf(line: string): string[] {
  return line
    .split(/\s*(?:[|•·●▪◦,;]|\s[-–—]\s|\sat\s)\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function isBullet(line: string): boolean {
  return /^[•·●▪◦*\-–]\s/.test(line);
}

/** An item that only says where ("IL", "NY 10001", "Remote"), which is neither a title nor an organization. */
export function isPlace(segment: string): boolean {
  return STATE_CODE.test(segment) || /^(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|remote|hybrid)$/i.test(segment);
}
