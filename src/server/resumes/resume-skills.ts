import type { ExtractedSkill, VocabularyOption } from './resume-extraction';
import { plain } from './resume-lines';

/**
 * Words people write for a listed skill that its title does not spell out, by list value; a value the list no
 * longer holds is never suggested.
 */
const SKILL_SYNONYMS: Record<string, readonly string[]> = {
  budgeting_forecasting: ['budgeting', 'budget planning', 'budget forecasting', 'forecasting', 'budget management'],
  school_budget_management: ['school budgeting', 'school budgets'],
  procurement: ['vendor management', 'purchasing', 'procurement'],
  facilities_management: ['facilities', 'facility management', 'facilities operations'],
  iep_development: ['iep', 'ieps', 'iep writing', 'individualized education programs'],
  mtss_rti: ['mtss', 'rti', 'response to intervention', 'multi tiered systems of support'],
  social_emotional_learning: ['sel'],
  project_based_learning: ['pbl'],
  diversity_equity_inclusion: ['dei', 'diversity equity and inclusion', 'equity and inclusion'],
  restorative_practices: ['restorative justice'],
  staff_development: ['professional development', 'staff development', 'teacher professional development'],
  teacher_observation_feedback: ['teacher observation', 'classroom observation', 'observation and feedback'],
  curriculum_design: ['curriculum development', 'curriculum writing'],
  lesson_planning: ['lesson planning', 'unit planning'],
  math_instruction: ['math instruction'],
  data_visualization: ['data visualization', 'dashboards'],
  data_analysis: ['data analytics', 'data driven instruction', 'data-driven instruction'],
  software_development: ['software engineering', 'programming', 'web development'],
  social_media_management: ['social media marketing', 'social media management'],
  fundraising_events: ['event planning', 'events'],
  donor_relations: ['donor stewardship', 'stewardship'],
  grants_management: ['grant management', 'grant compliance'],
  financial_reporting: ['financial statements'],
  compensation_benefits: ['benefits administration'],
  college_career_advising: ['college counseling', 'college advising', 'career counseling'],
  school_counseling_services: ['school counseling', 'counseling'],
  enrollment_management: ['enrollment', 'admissions'],
  student_information_systems: ['student information systems', 'sis administration'],
  learning_management_systems: ['lms', 'lms administration'],
  program_management: ['program management'],
  strategic_planning: ['strategy'],
  recruitment: ['recruiting', 'talent acquisition', 'teacher recruitment'],
  change_management: ['change management'],
  master_scheduling: ['scheduling'],
};

/** What a listed item must look like to be a skill rather than a sentence: a few words, no full stop inside. */
const LOOKS_LIKE_SKILL = (item: string) => item.length >= 2 && item.length <= 60 && item.split(/\s+/).length <= 6 && !/[.!?]\s/.test(item);
/** Level words and languages are read as languages, never as skills. */
const LANGUAGE_LEVEL = /\b(?:fluent|native|bilingual|conversational|proficiency|proficient in)\b/i;

/** Each title and its parts ("Procurement and vendor management": "procurement", "vendor management") by value. */
function namesByValue(options: readonly VocabularyOption[]): Map<string, string> {
  const exact = new Map<string, string>();
  const parts = new Map<string, Set<string>>();
  const known = new Set(options.map((option) => option.const));
  for (const option of options) {
    const title = option.title ?? option.const;
    exact.set(plain(title), option.const);
    for (const part of title.split(/\s*(?:\band\b|[(),:/])\s*/)) {
      const words = plain(part);
      if (words.length < 3) continue;
      if (!parts.has(words)) parts.set(words, new Set());
      parts.get(words)!.add(option.const);
    }
  }
  const names = new Map<string, string>();
  // A part two skills share ("IDEA") names neither.
  for (const [words, values] of parts) if (values.size === 1) names.set(words, [...values][0]!);
  for (const [value, synonyms] of Object.entries(SKILL_SYNONYMS)) if (known.has(value)) for (const synonym of synonyms) names.set(plain(synonym), value);
  for (const [words, value] of exact) names.set(words, value);
  return names;
}

const SEPARATOR = /[,;|•·●▪◦]/;

/**
 * A list wrapped over several lines ("…, Teacher Observation and" / "Feedback, …") is one line again: a long line
 * that separates its items but does not end on a separator runs on into the next, unless that one opens its own
 * category ("Software: …") or bullet.
 */
function unwrapped(lines: string[]): string[] {
  const joined: string[] = [];
  let carry: string | undefined;
  lines.forEach((line, index) => {
    const whole = carry === undefined ? line : `${carry} ${line}`;
    const next = lines[index + 1];
    const runsOn =
      line.length >= 45 &&
      SEPARATOR.test(line) &&
      !/[,;|•·●▪◦]\s*$/.test(line) &&
      next !== undefined &&
      !/^[^:,]{2,40}:/.test(next) &&
      !/^[•·●▪◦*\-–]/.test(next);
    carry = runsOn ? whole : undefined;
    if (!runsOn) joined.push(whole);
  });
  return joined;
}

/** The items of skills lines: "Category: a, b; c" and bullets, each item once. */
function itemsOf(lines: string[]): string[] {
  const items: string[] = [];
  for (const line of unwrapped(lines)) {
    const withoutCategory = line.replace(/^[^:]{2,40}:\s*/, '');
    for (const raw of withoutCategory.split(/\s*(?:[,;|•·●▪◦]|\s[-–—]\s)\s*(?![^(]*\))/)) {
      const item = raw
        .replace(/^[*\-–\s]+/, '')
        .replace(/[.\s]+$/, '')
        .trim();
      if (LOOKS_LIKE_SKILL(item) && !LANGUAGE_LEVEL.test(item)) items.push(item);
    }
  }
  return items;
}

/** Skills from the skills section: listed ones by title or common wording, the rest as the person's own, each once. */
export function skillsOf(lines: string[], options: readonly VocabularyOption[], isLanguage: (item: string) => boolean): ExtractedSkill[] {
  const names = namesByValue(options);
  const skills: ExtractedSkill[] = [];
  const seen = new Set<string>();
  for (const item of itemsOf(lines)) {
    if (isLanguage(item)) continue;
    const value = names.get(plain(item));
    const key = value ?? `custom:${plain(item)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    skills.push(value ? { skillId: value } : { customSkill: item.slice(0, 100) });
  }
  return skills.slice(0, 60);
}
