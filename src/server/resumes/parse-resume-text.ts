import { EMAIL, linkedinOf, nameOf, PHONE, placeOf } from './resume-contact';
import { educationOf } from './resume-education';
import { fullTimeYears, mostRecentOf, rolesOf } from './resume-experience';
import type { ResumeExtraction, ResumeVocabulary } from './resume-extraction';
import { languageReader } from './resume-languages';
import { COLUMN_BREAK } from './pdf-layout';
import { cleanLine, headingOf, type SectionKind } from './resume-lines';
import { skillsOf } from './resume-skills';

export type { ResumeExtraction, ResumeVocabulary } from './resume-extraction';

type Sections = Record<SectionKind | 'top', string[]>;

/**
 * The lines under each kind of heading, every section of a kind together ("Teaching Experience" and "Leadership
 * Experience" are both roles), and the lines above the first heading. "Skills: a, b" on one line is a skills line.
 */
function sectionsOf(lines: string[]): Sections {
  const found: Sections = { top: [], experience: [], education: [], skills: [], languages: [], contact: [], other: [] };
  let into: string[] = found.top;
  for (const line of lines) {
    // A new column is not the section the last one ended in: a sidebar's contact lines are not the last role.
    if (line === COLUMN_BREAK) {
      into = found.top;
      continue;
    }
    const heading = headingOf(line);
    if (heading) {
      into = found[heading];
      continue;
    }
    const inline = /^([^:]{3,40}):\s*(\S.*)$/.exec(line);
    const inlineKind = inline ? headingOf(inline[1]!) : undefined;
    if (inlineKind === 'skills' || inlineKind === 'languages') found[inlineKind].push(inline![2]!);
    else into.push(line);
  }
  return found;
}

/**
 * What a resume's text says about the person, as far as it can be told with confidence: the name from the first
 * line that looks like one, the contact details, every role under the experience headings, the schools, skills and
 * spoken languages, and the years of full-time work the roles add up to by `today`. Anything unsure is left out
 * rather than guessed, since the person confirms each value before it is saved.
 */
export function parseResumeText(text: string, vocabulary: ResumeVocabulary, today: Date): ResumeExtraction {
  const lines = text
    .split(/\r?\n/)
    .map((line) => (line === COLUMN_BREAK ? line : cleanLine(line)))
    .filter((line) => line !== '');
  const result: ResumeExtraction = {};
  if (lines.every((line) => line === COLUMN_BREAK)) return result;
  const sections = sectionsOf(lines);
  const contactLines = [...sections.top, ...sections.contact];

  for (const line of [...sections.top.slice(0, 20), ...sections.contact.slice(0, 4)]) {
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
  const linkedin = linkedinOf(text);
  if (linkedin) result.linkedinUrl = linkedin;
  const place = placeOf(contactLines, new Set(vocabulary.states.map((state) => state.const)));
  if (place) {
    result.userAddress = place;
    const metro = `${place.city}, ${place.state}`;
    if (vocabulary.metroAreas.some((area) => area.const === metro)) result.metroArea = metro;
  }

  const roles = rolesOf(sections.experience);
  if (roles.length > 0) {
    const recent = mostRecentOf(roles);
    const records = roles.map(({ fullTime: _fullTime, ...role }) => role);
    result.recentExperience = records[recent];
    const others = records.filter((_, index) => index !== recent);
    if (others.length > 0) result.workExperience = others.slice(0, 20);
    const years = fullTimeYears(roles, today);
    if (years !== undefined) result.yearsFullTimeExperience = years;
  }
  const education = educationOf(sections.education, vocabulary);
  if (education.length > 0) result.education = education;
  const languages = languageReader(vocabulary.languages, vocabulary.languageLevels);
  const spoken = languages.read([...sections.languages, ...sections.skills]);
  if (spoken.length > 0) result.languages = spoken;
  const skills = skillsOf(sections.skills, vocabulary.skills, languages.names);
  if (skills.length > 0) result.skills = skills;
  return result;
}
