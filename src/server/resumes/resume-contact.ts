import { headingOf, ORGANIZATION_WORDS, TITLE_WORDS } from './resume-lines';

/** Who the resume is about: the name line, the e-mail address and the phone number. */
export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/** A US number, optionally with +1 / 1: (212) 555-0123, 212.555.0123, +1 212 555 0123; not part of a longer run of digits. */
export const PHONE = /(?<![\d-])(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}(?![\d-])/;

const NOT_NAMES = /^(?:resume|résumé|curriculum vitae|cv|contact|profile|summary)$/i;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
/** Lower-case words inside a family name: "Maya de la Cruz". */
const PARTICLE = /^(?:de|del|della|la|le|van|von|der|den|da|di|du|dos|das|bin|ibn|al)$/;
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|prof|rev)\.?$/i;
/** What may follow a name after a comma or at its end: "Jr.", "III", "Ed.D.", "NBCT", "M.Ed.". */
const CREDENTIAL = /^(?:(?:\p{Lu}\p{Ll}{0,2}\.){1,4}|Jr|Sr|II|III|IV|PhD|EdD|EdS|MEd|MBA|MAT|MPA|MPP|MSW|NBCT|Esq|JD|CPA|PMP|LCSW|SHRM-CP|SHRM-SCP|CFRE)$/u;
/** After a comma any short run of capitals is a credential ("Ana Ruiz, LPC"), never a name. */
const CREDENTIAL_AFTER_COMMA = /^(?:\p{Lu}{2,6}(?:-\p{Lu}{2,4})?|\p{Lu}\p{Ll}?\.?\p{Lu}\p{Ll}{0,2}\.?)$/u;
/** A nickname between quotes or in brackets is not part of the legal name: Robert "Bob" Lee, Robert (Bob) Lee. */
const NICKNAME = /\s*(?:["“”][^"“”]*["“”]|\([^)]*\))\s*/g;

function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A person's name from a line that looks like one: two to five capitalized words, no digits or symbols. */
export function nameOf(line: string): { firstName: string; lastName: string } | undefined {
  const text = line
    .split(/\s*[|•·●▪]\s*/)[0]!
    .replace(NICKNAME, ' ')
    .trim();
  if (text.length === 0 || text.length > 60 || /[\d@]/.test(text) || NOT_NAMES.test(text) || headingOf(text)) return undefined;
  const [before, ...after] = text.split(/\s*,\s*/);
  const credentialsOnly = (part: string) => part.split(/\s+/).every((word) => CREDENTIAL.test(word) || CREDENTIAL_AFTER_COMMA.test(word));
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

/** A LinkedIn profile address, with or without its scheme and www. */
const LINKEDIN = /(?:https?:\/\/)?(?:([a-z]{2,3})\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]{2,100})\/?/i;

/** The LinkedIn profile as the flow stores it (https, the host as written); a GitHub or other link is not one. */
export function linkedinOf(text: string): string | undefined {
  const match = LINKEDIN.exec(text);
  if (!match) return undefined;
  const host = match[1] ? `${match[1].toLowerCase()}.linkedin.com` : 'linkedin.com';
  return `https://${host}/in/${match[2]}`;
}

/** "Denver, CO 80205", "Denver, CO", "Denver CO 80205" at the end of an item or a line. */
const CITY_STATE = /(?:^|,\s*|\s{2,})([A-Z][A-Za-z.'’-]+(?: [A-Z][A-Za-z.'’-]+){0,3}),?\s+([A-Z]{2})(?:\s+(\d{5}(?:-\d{4})?))?\s*$/;

export interface CityStateZip {
  city: string;
  state: string;
  zipcode?: string;
}

/** The city, state (one of `states`) and ZIP of the first contact item that reads as a US place. */
export function placeOf(lines: string[], states: ReadonlySet<string>): CityStateZip | undefined {
  for (const line of lines) {
    for (const item of line.split(/\s*[|•·●▪◆]\s*|\s+[-–—]\s+/)) {
      if (EMAIL.test(item) || /linkedin|https?:|www\./i.test(item)) continue;
      const match = CITY_STATE.exec(item.trim());
      if (!match || !states.has(match[2]!)) continue;
      const city = match[1]!.replace(/^.*\d+\s+/, '');
      if (TITLE_WORDS.test(city) || ORGANIZATION_WORDS.test(city)) continue;
      return { city, state: match[2]!, ...(match[3] && { zipcode: match[3] }) };
    }
  }
  return undefined;
}
