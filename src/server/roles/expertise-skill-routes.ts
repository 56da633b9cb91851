import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import { pruneAnswers, type Answers, type Flow } from '../../flows';
import type { RoleRow } from '../db/schema';
import { everyRouteSignedIn } from '../auth/signed-in';
import { noContent } from '../http/answer-schemas';
import { expertiseSkillAddedWireSchema, expertiseSkillAreaWireSchema } from '../../shared/wire/expertise-skill-wire';
import { AppError } from '../errors/app-error';
import { snakeKey } from '../../shared/wire-keys';
import { editRole, type RoleEdit } from './edit-role';
import { roleWithUuid } from './role-repository';
import { mergeRoleAnswers } from './merge-role-answers';
import { isPlainObject } from './role-answers-request';
import { assertAnswersEditable, assertCanEditRole, roleActor, roleUuidParam } from './role-access';

const AREAS = [1, 2, 3] as const;
type Area = (typeof AREAS)[number];

const AREA_MESSAGE = 'Choose area 1, 2 or 3: the primary, secondary or tertiary functional area.';
const PATH = '/api/employer/expertise-skill/';

/** A DELETE whose client cannot send a body gives the same fields as its query; readRequest checks them. */
const deleteQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { role_uuid: { type: 'string' }, area: { type: 'string' }, skill_id: { type: 'string' } },
} as const;

/** The question holding the skills of functional area 1, 2 or 3 of a role. */
function skillsQuestion(flow: Flow, area: Area): string {
  const field = `functionalSkills${area}`;
  if (!flow.questions[field]) throw AppError.fields({ area: [AREA_MESSAGE] });
  return field;
}

interface ExpertiseRequest {
  uuid: string;
  area: Area;
  fields: Record<string, unknown>;
}

/** role_uuid, area and the other fields named, from the body (or, for DELETE, the query string too). */
function readRequest(source: unknown, allowed: readonly string[]): ExpertiseRequest {
  if (!isPlainObject(source)) throw AppError.detail(400, 'Send a JSON object, e.g. {"role_uuid": "…", "area": 1, "skill_id": "curriculum_design"}.');
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(source)) {
    if (key !== 'role_uuid' && key !== 'area' && !allowed.includes(key)) errors[key] = ['This field is not accepted here; remove it from the request.'];
  }
  if (source.role_uuid === undefined) errors.role_uuid = ['Send the uuid of the role this is for, as role_uuid.'];
  const area = typeof source.area === 'string' && /^[123]$/.test(source.area) ? Number(source.area) : source.area;
  if (!AREAS.includes(area as Area)) errors.area = [AREA_MESSAGE];
  for (const key of allowed) if (source[key] === undefined) errors[key] = ['This field is required.'];
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);
  return { uuid: roleUuidParam(source.role_uuid), area: area as Area, fields: source };
}

/**
 * The skills chosen for each of a role's three functional areas (`functionalSkills1..3`; spec 001 §3.4 "expertise
 * skill", §7.2): POST adds one skill, PATCH replaces an area's list, DELETE removes one. The area's list is saved
 * through mergeAnswers, so the schema's limits and messages apply (at most 5, from the list of skills).
 */
export async function expertiseSkillRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const { flows } = app.ctx;

  /**
   * Edits the list of skills of the request's area once the caller may edit the role's answers: `change` gets the
   * flow, the role, the area's question and its list as stored, and answers what editRole stores.
   */
  const editArea = <T>(
    request: FastifyRequest,
    input: ExpertiseRequest,
    change: (flow: Flow, row: RoleRow, field: string, stored: unknown[]) => RoleEdit<T>,
  ): Promise<{ result: T }> => {
    const actor = roleActor(request);
    return editRole(app, roleWithUuid(input.uuid), (_tx, row, flow) => {
      assertCanEditRole(actor, row);
      assertAnswersEditable(row);
      const field = skillsQuestion(flow, input.area);
      // The field is the one the flow names for this area: read through the engine's view of answers.
      const answers: Answers = row.answers;
      return change(flow, row, field, Array.isArray(answers[field]) ? (answers[field] as unknown[]) : []);
    });
  };

  /** Replaces the area's list with `next(current)`, validated as a work-experience answer. */
  const saveArea = (request: FastifyRequest, input: ExpertiseRequest, next: (current: string[]) => string[], errorKey: string) =>
    editArea(request, input, (flow, row, field, stored) => {
      const list = next(stored.filter((item): item is string => typeof item === 'string'));
      const question = flow.questions[field]!;
      const merged = mergeRoleAnswers(flow, row.answers, [{ targets: [question.saveTo], body: { [snakeKey(field)]: list } }], flows.validator);
      if (!merged.ok) throw AppError.fields({ [errorKey]: Object.values(merged.errors).flat() });
      return { answers: merged.answers, result: Array.isArray(merged.answers[field]) ? (merged.answers[field] as string[]) : [] };
    });

  app.post(PATH, { schema: { response: { 201: expertiseSkillAddedWireSchema } } }, async (request, reply) => {
    const input = readRequest(request.body, ['skill_id']);
    const skill = input.fields.skill_id;
    const { result } = await saveArea(
      request,
      input,
      (current) => {
        if (current.includes(skill as string)) throw AppError.fields({ skill_id: ['This skill is already chosen for this area.'] });
        return [...current, skill as string];
      },
      'skill_id',
    );
    // The skill passed the area's schema (a word of the skills list) to be saved, so it is text.
    return reply.code(201).send({ role_uuid: input.uuid, area: input.area, skill_id: skill as string, skill_ids: result });
  });

  app.patch(PATH, { schema: { response: { 200: expertiseSkillAreaWireSchema } } }, async (request) => {
    const input = readRequest(request.body, ['skill_ids']);
    const skills = input.fields.skill_ids;
    if (!Array.isArray(skills)) throw AppError.fields({ skill_ids: ['Send the list of skill ids for this area.'] });
    const { result } = await saveArea(request, input, () => skills as string[], 'skill_ids');
    return { role_uuid: input.uuid, area: input.area, skill_ids: result };
  });

  app.delete(PATH, { schema: { querystring: deleteQuerySchema, response: { 204: noContent } } }, async (request, reply) => {
    // A DELETE body is not sent by every client; the same fields are read from the query string.
    const source = isPlainObject(request.body) ? request.body : request.query;
    const input = readRequest(source, ['skill_id']);
    await editArea(request, input, (flow, row, field, current) => {
      if (!current.includes(input.fields.skill_id)) throw AppError.detail(404, 'This skill is not chosen for that area of the role.');
      // Removing cannot make the list invalid, only shorter: the last one may go too (the section is then incomplete).
      const rest = current.filter((item) => item !== input.fields.skill_id);
      const answers: Record<string, unknown> = { ...row.answers, [field]: rest };
      if (rest.length === 0) delete answers[field];
      return { answers: pruneAnswers(flow, answers), result: null };
    });
    return reply.code(204).send();
  });
}
