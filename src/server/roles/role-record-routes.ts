import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Flow } from '../../flows';
import { roles } from '../db/schema';
import { requireAuth } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import {
  addRecord,
  isPlainObject,
  nextRecordIds,
  patchRecord,
  recordFromWire,
  recordIdParam,
  recordToWire,
  removeRecord,
  type RecordKind,
  type RecordValue,
} from '../records/record-store';
import { editRole } from './edit-role';
import { roleFlow, recordsQuestion } from './role-flow';
import { STAFF_READ_ONLY, assertAnswersEditable, assertCanEdit, assertCanEditRole, roleActor, roleUuidParam } from './role-access';

const ROLE_UUID_NEEDED = 'Send the uuid of the role this is for, as role_uuid.';

/** One kind of record a role holds in a list question (language requirements, skill requirements). */
interface RoleRecordResource {
  /** Path segment under /api/employer/. */
  resource: string;
  /** The flow's save target (its one question holds the list). */
  target: string;
  noun: string;
  /** The message when the record repeats one the role has, keyed by wire field; undefined when it does not. */
  duplicate: (list: RecordValue[], record: RecordValue) => Record<string, string[]> | undefined;
}

const sameText = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

const RESOURCES: RoleRecordResource[] = [
  {
    resource: 'language-requirement',
    target: 'language-requirement',
    noun: 'language requirement',
    duplicate: (list, record) =>
      list.some((item) => item.id !== record.id && item.name === record.name)
        ? { name: ['This role already lists this language; change that requirement instead.'] }
        : undefined,
  },
  {
    resource: 'skill-requirements',
    target: 'skill-requirements',
    noun: 'skill requirement',
    duplicate: (list, record): Record<string, string[]> | undefined => {
      const others = list.filter((item) => item.id !== record.id && item.deleted !== true);
      if (record.skillId !== undefined && others.some((item) => item.skillId === record.skillId)) {
        return { skill_id: ['This role already asks for this skill; change its rating instead.'] };
      }
      if (record.customSkill !== undefined && others.some((item) => sameText(item.customSkill, record.customSkill))) {
        return { custom_skill: ['This role already asks for this skill; change its rating instead.'] };
      }
      return undefined;
    },
  },
];

function listOf(answers: RecordValue, field: string): RecordValue[] {
  const value = answers[field];
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

/** The body of a POST (role_uuid plus the record, no id) or a PATCH (the fields to change). */
function recordBody(request: FastifyRequest, creating: boolean): { roleUuid: unknown; record: RecordValue } {
  const body = request.body;
  if (!isPlainObject(body)) throw AppError.detail(400, 'Send the record as a JSON object.');
  const { role_uuid: roleUuid, ...rest } = body;
  if ('id' in rest) throw AppError.fields({ id: [creating ? 'The server assigns record ids; leave id out.' : 'The record id is in the path; leave id out of the body.'] });
  if (!creating && roleUuid !== undefined) throw AppError.fields({ role_uuid: ['A requirement stays with its role; leave role_uuid out.'] });
  if (!creating && Object.keys(rest).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
  return { roleUuid, record: recordFromWire(rest) };
}

/** The role of the caller's organisation holding record `id` in `field`, as the row to lock. */
function holdingRole(employerId: number, field: string, id: number) {
  return and(eq(roles.employerId, employerId), sql`${roles.answers} @> ${JSON.stringify({ [field]: [{ id }] })}::jsonb`);
}

function recordRoutesOf(app: FastifyInstance, spec: RoleRecordResource): void {
  const base = `/api/employer/${spec.resource}/`;
  const kindOf = (flow: Flow): RecordKind => ({ single: [], lists: [recordsQuestion(flow, spec.target)], noun: spec.noun });
  const latestField = () => recordsQuestion(roleFlow(app.ctx.flows, undefined), spec.target);

  app.post(base, async (request, reply) => {
    const actor = roleActor(request);
    const { roleUuid, record } = recordBody(request, true);
    if (roleUuid === undefined) throw AppError.fields({ role_uuid: [ROLE_UUID_NEEDED] });
    const uuid = roleUuidParam(roleUuid);
    const { result } = await editRole(app, eq(roles.uuid, uuid), async (tx, row, flow) => {
      assertCanEditRole(actor, row);
      assertAnswersEditable(row);
      const field = recordsQuestion(flow, spec.target);
      const [id] = await nextRecordIds(tx, 1);
      const added = addRecord(app.ctx, flow, row.answers, field, record, false, id!);
      const duplicate = spec.duplicate(listOf(row.answers, field), added.record);
      if (duplicate) throw AppError.fields(duplicate);
      return { answers: added.answers, result: added.record };
    });
    return reply.code(201).send(recordToWire(result));
  });

  /** The employee's role holding the record, locked; staff never change requirements. */
  const withRecord = <T>(request: FastifyRequest<{ Params: { recordId: string } }>, change: (answers: RecordValue, flow: Flow, id: number) => { answers: RecordValue; result: T }) => {
    const actor = roleActor(request);
    if (actor.kind === 'staff') throw AppError.detail(403, STAFF_READ_ONLY);
    const id = recordIdParam(request.params.recordId, spec.noun);
    if (actor.employerId === null) throw AppError.detail(404, `No such ${spec.noun}.`);
    return editRole(app, holdingRole(actor.employerId, latestField(), id), (_tx, row, flow) => {
      if (!row) throw AppError.detail(404, `No such ${spec.noun}.`);
      assertCanEdit(actor);
      assertAnswersEditable(row);
      return change(row.answers, flow, id);
    });
  };

  app.patch<{ Params: { recordId: string } }>(`${base}:recordId/`, async (request) => {
    const { record: changes } = recordBody(request, false);
    const { result } = await withRecord(request, (answers, flow, id) => {
      const edited = patchRecord(app.ctx, flow, kindOf(flow), answers, id, changes);
      const duplicate = spec.duplicate(listOf(answers, kindOf(flow).lists[0]!), edited.record);
      if (duplicate) throw AppError.fields(duplicate);
      return { answers: edited.answers, result: edited.record };
    });
    return recordToWire(result);
  });

  app.delete<{ Params: { recordId: string } }>(`${base}:recordId/`, async (request, reply) => {
    await withRecord(request, (answers, flow, id) => ({ answers: removeRecord(kindOf(flow), answers, id), result: null }));
    return reply.code(204).send();
  });
}

/**
 * Language requirements and skill requirements of a role (spec 001 §3.4, §7.2): one record per call, kept in the
 * role's answers under their question and validated with its schema; ids from the record_ids sequence, so a
 * record id names one record of one role. The role is named by `role_uuid` on creation (the record's own `role`
 * field of a language requirement is "required" or "preferred").
 */
export async function roleRecordRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', requireAuth);
  for (const spec of RESOURCES) recordRoutesOf(app, spec);
}

