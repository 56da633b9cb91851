import type { ExtractedExperience } from './resume-extraction';
import { DATE_RANGE, datesOf, withoutDates } from './resume-dates';
import { isBullet, isPlace, ORGANIZATION_WORDS, segmentsOf, TITLE_WORDS } from './resume-lines';

/** How well a pair of segments reads as (job title, organization): the telling words of each, in their place. */
function pairScore(title: string, organization: string): number {
  return (
    (TITLE_WORDS.test(title) ? 2 : 0) +
    (ORGANIZATION_WORDS.test(title) ? 0 : 1) +
    (ORGANIZATION_WORDS.test(organization) ? 2 : 0) +
    (TITLE_WORDS.test(organization) ? 0 : 1)
  );
}

/** The first role under the experience heading: its organization, title and dates. */
export function recentExperienceOf(lines: string[]): ExtractedExperience | undefined {
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
