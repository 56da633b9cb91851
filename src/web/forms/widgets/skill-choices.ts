import type { ChoiceOption } from '../step-form-schema';

/** One rated skill: a listed one (`skillId`) or one the person named (`customSkill`). */
export interface SkillRating {
  id?: number;
  skillId?: string;
  customSkill?: string;
  rating?: string | number;
  deleted?: boolean;
}

/** Which skill an entry rates: a listed skill's id, or a named skill's name. */
export type SkillRef = { skillId: string } | { customSkill: string };

/** What "Add a skill" offers: a listed skill, or the typed name as a skill of one's own. */
export type AddChoice = { listed: ChoiceOption } | { custom: string };

/** Named skills are the same skill whatever their case or spacing. */
export function sameName(a: string, b: string): boolean {
  return a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether an entry rates the skill named by `ref`. */
export function rates(entry: SkillRating, ref: SkillRef): boolean {
  if ('skillId' in ref) return entry.skillId === ref.skillId;
  return typeof entry.customSkill === 'string' && sameName(entry.customSkill, ref.customSkill);
}

/** A choice's words in the list: a listed skill's title, or `Add "<name>"`. */
export function choiceLabel(choice: AddChoice | string): string {
  if (typeof choice === 'string') return choice;
  return 'listed' in choice ? choice.listed.title : `Add "${choice.custom}"`;
}

/**
 * The choices for what is typed: the listed skills whose title holds it, then, when skills of one's own are
 * allowed and the name is neither listed nor rated already, `Add "<name>"`.
 */
export function addChoices(listed: ChoiceOption[], typed: string, custom: { allowed: boolean; taken: string[]; allListed: ChoiceOption[] }): AddChoice[] {
  const needle = typed.trim().toLowerCase();
  const matching = listed.filter((skill) => needle === '' || skill.title.toLowerCase().includes(needle)).map((skill): AddChoice => ({ listed: skill }));
  const name = typed.trim().replace(/\s+/g, ' ');
  if (!custom.allowed || name === '') return matching;
  if (custom.allListed.some((skill) => sameName(skill.title, name))) return matching;
  if (custom.taken.some((taken) => sameName(taken, name))) return matching;
  return [...matching, { custom: name }];
}
