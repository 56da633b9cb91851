import { closedRecord, integer, listOf, text } from './schema-builders';

/** PATCH /api/employer/expertise-skill/: the role, the functional area (1, 2 or 3) and the area's skills now. */
export const expertiseSkillAreaWireSchema = closedRecord({ role_uuid: text, area: integer, skill_ids: listOf(text) });

/** POST /api/employer/expertise-skill/ (201): the same, with the skill just added. */
export const expertiseSkillAddedWireSchema = closedRecord({ role_uuid: text, area: integer, skill_id: text, skill_ids: listOf(text) });
