import { EMAIL, nameOf, PHONE } from './resume-contact';
import { educationOf } from './resume-education';
import { recentExperienceOf } from './resume-experience';
import type { ResumeExtraction, ResumeVocabulary } from './resume-extraction';
import { cleanLine, headingOf } from './resume-lines';

export type { ResumeExtraction, ResumeVocabulary } from './resume-extraction';

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
  const lines = text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => line !== '');
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
