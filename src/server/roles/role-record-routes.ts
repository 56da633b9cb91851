import type { ApiServer } from '../http/api-server';
import { routeUrl } from '../flows/route-url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Flow } from '../../flows';
import { everyRouteSignedIn } from '../auth/signed-in';
import { isIdText, isRowId } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';
import { noContent } from '../http/answer-schemas';
import { roleRecordWireSchema } from '../../shared/wire/records-wire';
import { AppError } from '../errors/app-error';
import { addRecord, patchRecord, removeRecord, type RecordKind } from '../records/record-edits';
import { isPlainObject, recordFromWire, recordToWire, type RecordValue } from '../records/record-wire';
import { nextRecordIds } from '../flows/edit-jobseeker-answers';
import { repeatedField } from '../records/record-resources';
import { editRole } from './edit-role';
import { roleHoldingRecord, roleWithUuid } from './role-repository';
import { roleFlow, recordsQuestion } from './role-flow';
import { STAFF_READ_ONLY, assertAnswersEditable, assertCanEdit, assertCanEditRole, roleActor, roleUuidParam } from './role-access';

const ROLE_UUID_NEEDED = 'Send the uuid of the role this is for, as role_uuid.';

/** One kind of record a role holds in a list question, as the role flow's `records` save target declares it. */
interface RoleRecordResource {
  /** The flow's save target (its one question holds the list). */
  target: string;
  /** POST path, and PATCH and DELETE path with `:recordId`. */
  base: string;
  item: string;
  noun: string;
  uniqueBy: readonly string[];
  duplicateMessage: string;
}

const duplicateOf = (spec: RoleRecordResource, list: RecordValue[], record: RecordValue) => repeatedField(list, record, spec.uniqueBy, spec.duplicateMessage);

/** The role flow's record targets (language and skill requirements), as its newest file declares them. */
function recordResources(flow: Flow): RoleRecordResource[] {
  return Object.entries(flow.saveTargets).flatMap(([target, declared]) =>
    declared.kind === 'records' && declared.itemPath
      ? [
          {
            target,
            base: routeUrl(declared.path),
            item: routeUrl(declared.itemPath),
            noun: declared.noun ?? target.replace(/-/g, ' '),
            uniqueBy: declared.uniqueBy ?? [],
            duplicateMessage: declared.duplicateMessage ?? 'This repeats another record of the role.',
          },
        ]
      : [],
  );
}

function listOf(answers: RecordValue, field: string): RecordValue[] {
  const value = answers[field];
  return Array.isArray(value) ? value.filter(isPlainObject) : [];
}

/** The body of a POST (role_uuid plus the record, no id) or a PATCH (the fields to change). */
function recordBody(body: unknown, creating: boolean): { roleUuid: unknown; record: RecordValue } {
  if (!isPlainObject(body)) throw AppError.detail(400, 'Send the record as a JSON object.');
  const { role_uuid: roleUuid, ...rest } = body;
  if ('id' in rest)
    throw AppError.fields({ id: [creating ? 'The server assigns record ids; leave id out.' : 'The record id is in the path; leave id out of the body.'] });
  if (!creating && roleUuid !== undefined) throw AppError.fields({ role_uuid: ['A requirement stays with its role; leave role_uuid out.'] });
  if (!creating && Object.keys(rest).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
  return { roleUuid, record: recordFromWire(rest) };
}

/** A DELETE at the collection path whose client cannot send a body names the record as `?id=`. */
const collectionDeleteQuerySchema = { type: 'object', additionalProperties: false, properties: { id: { type: 'string' } } } as const;

/**
 * A PATCH or DELETE at the collection path (spec 001 §7.2) names its record by `id` in the body ({id, …}), or,
 * for a DELETE whose client cannot send a body, in the query string. Answers the id as a path segment and the
 * body without it, so both forms go through the same checks.
 */
function idFromBody(request: FastifyRequest, noun: string): { recordId: number; rest: unknown } {
  const body = request.body ?? (request.method === 'DELETE' ? request.query : undefined);
  if (!isPlainObject(body)) throw AppError.detail(400, `Send a JSON object naming the ${noun} by its id, e.g. {"id": 12}.`);
  const { id, ...rest } = body;
  const recordId = typeof id === 'string' && isIdText(id) ? Number(id) : id;
  if (!isRowId(recordId)) throw AppError.fields({ id: [`Send the id of the ${noun}, as id.`] });
  return { recordId, rest };
}

/** A record as answered: every stored record has the id the server gave it. */
function recordWire(record: RecordValue) {
  const { id } = record;
  if (!isRowId(id)) throw new Error('A stored record has no id');
  return { ...recordToWire(record), id };
}

function recordRoutesOf(app: ApiServer, spec: RoleRecordResource): void {
  const { base } = spec;
  const kindOf = (flow: Flow): RecordKind => ({ single: [], lists: [recordsQuestion(flow, spec.target)], noun: spec.noun });
  const latestField = () => recordsQuestion(roleFlow(app.ctx.flows, undefined), spec.target);

  const params = pathParams({ recordId: idPath(`No such ${spec.noun}.`) });
  const answered = { 200: roleRecordWireSchema } as const;

  app.post(base, { schema: { response: { 201: roleRecordWireSchema } } }, async (request, reply) => {
    const actor = roleActor(request);
    const { roleUuid, record } = recordBody(request.body, true);
    if (roleUuid === undefined) throw AppError.fields({ role_uuid: [ROLE_UUID_NEEDED] });
    const uuid = roleUuidParam(roleUuid);
    const { result } = await editRole(app, roleWithUuid(uuid), async (tx, row, flow) => {
      assertCanEditRole(actor, row);
      assertAnswersEditable(row);
      const field = recordsQuestion(flow, spec.target);
      const [id] = await nextRecordIds(tx, 1);
      const added = addRecord(app.ctx, flow, row.answers, field, record, false, id!);
      const duplicate = duplicateOf(spec, listOf(row.answers, field), added.record);
      if (duplicate) throw AppError.fields(duplicate);
      return { answers: added.answers, result: added.record };
    });
    return reply.code(201).send(recordWire(result));
  });

  /** The employee's role holding the record, locked; staff never change requirements. */
  const withRecord = <T>(
    request: FastifyRequest,
    id: number,
    change: (answers: RecordValue, flow: Flow, id: number) => { answers: RecordValue; result: T },
  ) => {
    const actor = roleActor(request);
    if (actor.kind === 'staff') throw AppError.detail(403, STAFF_READ_ONLY);
    if (actor.employerId === null) throw AppError.detail(404, `No such ${spec.noun}.`);
    return editRole(app, roleHoldingRecord(actor.employerId, latestField(), id), (_tx, row, flow) => {
      if (!row) throw AppError.detail(404, `No such ${spec.noun}.`);
      assertCanEdit(actor);
      assertAnswersEditable(row);
      return change(row.answers, flow, id);
    });
  };

  const patchOne = async (request: FastifyRequest, recordId: number, body: unknown) => {
    const { record: changes } = recordBody(body, false);
    const { result } = await withRecord(request, recordId, (answers, flow, id) => {
      const edited = patchRecord(app.ctx, flow, kindOf(flow), answers, id, changes);
      const duplicate = duplicateOf(spec, listOf(answers, kindOf(flow).lists[0]!), edited.record);
      if (duplicate) throw AppError.fields(duplicate);
      return { answers: edited.answers, result: edited.record };
    });
    return recordWire(result);
  };

  const deleteOne = async (request: FastifyRequest, recordId: number, reply: FastifyReply) => {
    await withRecord(request, recordId, (answers, flow, id) => ({ answers: removeRecord(kindOf(flow), answers, id), result: null }));
    return reply.code(204).send();
  };

  app.patch(spec.item, { schema: { params, response: answered } }, (request) => patchOne(request, Number(request.params.recordId), request.body));
  app.delete(spec.item, { schema: { params, response: { 204: noContent } } }, (request, reply) => deleteOne(request, Number(request.params.recordId), reply));

  // The spec's own paths (§7.2): the id travels in the body, and the record is then read as by its own path.
  app.patch(base, { schema: { response: answered } }, (request) => {
    const { recordId, rest } = idFromBody(request, spec.noun);
    return patchOne(request, recordId, rest);
  });
  app.delete(base, { schema: { querystring: collectionDeleteQuerySchema, response: { 204: noContent } } }, (request, reply) =>
    deleteOne(request, idFromBody(request, spec.noun).recordId, reply),
  );
}

/**
 * Language requirements and skill requirements of a role (spec 001 §3.4, §7.2): one record per call, kept in the
 * role's answers under their question and validated with its schema; ids from the record_ids sequence, so a
 * record id names one record of one role. The role is named by `role_uuid` on creation (the record's own `role`
 * field of a language requirement is "required" or "preferred").
 */
export async function roleRecordRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  for (const spec of recordResources(roleFlow(app.ctx.flows, undefined))) recordRoutesOf(app, spec);
}
