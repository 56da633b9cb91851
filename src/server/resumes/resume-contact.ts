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
const CREDENTIAL = /^(?:(?:\p{Lu}\p{Ll}{0,2}\.){1,4}|Jr|Sr|II|III|IV|PhD|EdD|EdS|MEd|MBA|MAT|MPA|MPP|MSW|NBCT|Esq|JD)$/u;

function titleCase(word: string): string {
  return word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A person's name from a line that looks like one: two to five capitalized words, no digits or symbols. */
export function nameOf(line: string): { firstName: string; lastName: string } | undefined {
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
