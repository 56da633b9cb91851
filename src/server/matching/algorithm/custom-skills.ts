/**
 * Skills someone named themselves instead of choosing from the list (spec 001 §3.4: "PowerSchool"). A role's and a
 * job seeker's meet when their names agree without case or extra spaces. They are keyed as "custom:<name>": listed
 * skill ids are snake_case codes without a colon, so the two kinds never collide, and the matching projection keeps
 * such a skill as text ("skill:custom:powerschool:3"), as it keeps any skill without a code.
 */
const PREFIX = 'custom:';

/** The key of a named skill, its name as written (spaces collapsed): a role's need keeps it, so reasons can quote it. */
export function customSkillKey(name: string): string {
  return `${PREFIX}${name.trim().replace(/\s+/g, ' ')}`;
}

/** What two skill keys are compared by: a listed id as it is, a named skill's key without case. */
export function skillMatchKey(skillId: string): string {
  return skillId.startsWith(PREFIX) ? skillId.toLowerCase() : skillId;
}

/** The name of a named skill's key, or null for a listed skill's id. */
export function customSkillName(skillId: string): string | null {
  return skillId.startsWith(PREFIX) ? skillId.slice(PREFIX.length) : null;
}

/** The key of a stored skill record: its listed id, else the name it gives; null for a record with neither. */
export function skillKeyOf(item: Record<string, unknown>): string | null {
  if (typeof item.skillId === 'string' && item.skillId !== '') return item.skillId;
  if (typeof item.customSkill === 'string' && item.customSkill.trim() !== '') return customSkillKey(item.customSkill);
  return null;
}
