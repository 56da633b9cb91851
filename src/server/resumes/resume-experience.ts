import type { ExtractedExperience } from './resume-extraction';
import { datesOf, hasDates, withoutDates } from './resume-dates';
import { isBullet, isPlace, ORGANIZATION_WORDS, segmentsOf, TITLE_WORDS } from './resume-lines';

/** A role as read, with what decides whether it counts toward years of full-time work. */
export interface ReadRole extends ExtractedExperience {
  fullTime: boolean;
}

/** Words that mark a role as not full-time work: it is listed, but its time is not counted as full-time experience. */
const NOT_FULL_TIME = /\b(?:part[- ]time|intern(?:ship)?|summer|seasonal|practicum|student teach(?:er|ing)|volunteer|fellowship)\b/i;
/** Employment-type labels beside a title, which are no part of it: "(Part-time)", "– Contract". */
const EMPLOYMENT_TYPE = /^(?:part[- ]time|full[- ]time|contract|temporary|seasonal|internship|remote|hybrid|on[- ]site)$/i;
/** A gap between roles that people list beside them, which is no role. */
const CAREER_BREAK = /\b(?:career break|sabbatical|parental leave|family leave|caregiving|career pause)\b/i;
/** ", Denver, CO" and "Denver, CO 80205" at the end of a header line: where the role was, not who or what. */
const TRAILING_PLACE = /,?\s*[A-Z][A-Za-z.'’ -]{1,30},\s*[A-Z]{2}(?:\s+\d{5})?\s*$/;

/** How well a pair of segments reads as (job title, organization): the telling words of each, in their place. */
function pairScore(title: string, organization: string): number {
  return (
    (TITLE_WORDS.test(title) ? 2 : 0) +
    (ORGANIZATION_WORDS.test(title) ? 0 : 1) +
    (ORGANIZATION_WORDS.test(organization) ? 2 : 0) +
    (TITLE_WORDS.test(organization) ? 0 : 1)
  );
}

/** A line of description rather than a role's header: a bullet, or a sentence. */
const isDescription = (line: string) => isBullet(line) || line.length > 110 || /\.$/.test(line.trim());

function usefulSegments(line: string): string[] {
  const labelled = line.replace(/\(\s*(?:part[- ]time|full[- ]time|contract|internship|seasonal)\s*\)/gi, ' ');
  return segmentsOf(withoutDates(labelled).replace(TRAILING_PLACE, '')).filter(
    (segment) => segment.length > 1 && !isPlace(segment) && !EMPLOYMENT_TYPE.test(segment) && !/^\d+$/.test(segment),
  );
}

/** The title and organization among a role's header segments: the best-reading pair, title first on a tie. */
function titleAndOrganization(segments: string[], underOrganization: boolean): { jobTitle?: string; name?: string } {
  const candidates = segments.slice(0, 6);
  if (candidates.length === 1) {
    const only = candidates[0]!;
    // Under an organization's roles a lone line is a title even with an organization's word in it ("Program Manager").
    if (TITLE_WORDS.test(only) && (underOrganization || !ORGANIZATION_WORDS.test(only))) return { jobTitle: only };
    if (ORGANIZATION_WORDS.test(only)) return { name: only };
    return {};
  }
  let best: { jobTitle?: string; name?: string; score: number } = { score: -1 };
  for (let i = 0; i < candidates.length; i += 1) {
    for (let j = 0; j < candidates.length; j += 1) {
      if (i === j) continue;
      const score = pairScore(candidates[i]!, candidates[j]!);
      if (score > best.score) best = { jobTitle: candidates[i], name: candidates[j], score };
    }
  }
  return { jobTitle: best.jobTitle, name: best.name };
}

/**
 * Every role under the experience headings, in the order listed. A role is found by its dates; its title and
 * organization are the header lines beside them: above and on the dates line in the common layout, below when the
 * section puts dates first (a table's date cell, a margin column). A role whose organization is not written takes
 * the one above it: two roles at one organization are listed under its name once.
 */
export function rolesOf(lines: string[]): ReadRole[] {
  const content = lines.filter((line) => line.trim() !== '');
  const firstHeader = content.find((line) => !isDescription(line));
  const datesFirst = firstHeader !== undefined && hasDates(firstHeader) && usefulSegments(firstHeader).length === 0;
  const roles: ReadRole[] = [];
  let previousOrganization: string | undefined;
  let boundary = 0;
  content.forEach((line, index) => {
    if (isDescription(line) || !hasDates(line)) return;
    const header: string[] = [line];
    let end = index + 1;
    if (datesFirst) {
      for (; end < content.length && header.length < 3; end += 1) {
        const following = content[end]!;
        if (isDescription(following) || hasDates(following)) break;
        header.push(following);
      }
    } else {
      for (let before = index - 1; before >= boundary && header.length < 3; before -= 1) {
        const above = content[before]!;
        if (isDescription(above) || hasDates(above)) break;
        header.unshift(above);
      }
      const after = content[index + 1];
      // Only a dates line that carries the title ("2019 – Present | Principal") has its organization below it; dates
      // alone under a title close that role's header, and the line below opens the next role.
      const titledDates = usefulSegments(line).length > 0;
      if (titledDates && usefulSegments(header.join(' | ')).length < 2 && after !== undefined && !isDescription(after) && !hasDates(after)) {
        header.push(after);
        end += 1;
      }
    }
    // Lines this role took are not the next role's: its organization line is not the next one's too.
    boundary = end;
    const text = header.join(' | ');
    if (CAREER_BREAK.test(text)) return;
    const found = titleAndOrganization(header.flatMap(usefulSegments), previousOrganization !== undefined);
    const name = found.name ?? (found.jobTitle ? previousOrganization : undefined);
    if (!found.jobTitle || !name) return;
    previousOrganization = name;
    roles.push({ name: name.slice(0, 200), jobTitle: found.jobTitle.slice(0, 200), ...datesOf(line), fullTime: !NOT_FULL_TIME.test(text) });
  });
  return roles;
}

const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

/**
 * Years of full-time work from the roles' dates: each month worked in a full-time role counted once however many
 * roles overlap it, part-time roles and internships left out, whole years only. None when no full-time role has both
 * ends known.
 */
export function fullTimeYears(roles: readonly ReadRole[], today: Date): number | undefined {
  const months = new Set<number>();
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  for (const role of roles) {
    if (!role.fullTime || !role.startDate) continue;
    const end = role.currentlyAtJob ? now : role.endDate ? monthIndex(role.endDate) : undefined;
    if (end === undefined) continue;
    for (let month = monthIndex(role.startDate); month < end; month += 1) months.add(month);
  }
  if (months.size === 0) return undefined;
  return Math.min(50, Math.floor(months.size / 12));
}

/** The most recent role: the current one (the first listed if several), else the one that ended last. */
export function mostRecentOf(roles: readonly ReadRole[]): number {
  const current = roles.findIndex((role) => role.currentlyAtJob);
  if (current >= 0) return current;
  let best = 0;
  roles.forEach((role, index) => {
    if ((role.endDate ?? '') > (roles[best]!.endDate ?? '')) best = index;
  });
  return best;
}
