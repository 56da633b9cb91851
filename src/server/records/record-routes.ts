import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import type { Answers } from '../../flows';
import { everyRouteSignedIn } from '../auth/signed-in';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { isRowId } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';
import { noContent } from '../http/answer-schemas';
import { ratedSkillsWireSchema, savedRecordWireSchema } from '../../shared/wire/records-wire';
import { AppError } from '../errors/app-error';
import { JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import { addRecord, patchRecord, removeRecord } from './record-edits';
import { editAnswers, jobseekerId } from './record-requests';
import { isPlainObject, recordFromWire, recordToWire, type RecordValue } from './record-wire';
import { recordResources, type RecordResource } from './record-resources';

/** The request body as a camelCase record; `id` is the server's to assign. */
function recordBody(request: FastifyRequest, allowId: boolean): RecordValue {
  const body = request.body;
  if (!isPlainObject(body)) throw AppError.detail(400, 'Send the record as a JSON object.');
  if (!allowId && 'id' in body)
    throw AppError.fields({
      id: ['The server assigns record ids; leave id out.'],
    });
  return recordFromWire(body);
}

function changesBody(request: FastifyRequest): RecordValue {
  const record = recordBody(request, true);
  delete record.id;
  if (Object.keys(record).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
  return record;
}

/** A stored record as answered, with the sections now completed; every stored record has the id the server gave it. */
function reply(record: RecordValue, completedSections: string[]) {
  const { id } = record;
  if (!isRowId(id)) throw new Error('A stored record has no id');
  return { ...recordToWire(record), id, completed_sections: completedSections };
}

/** The path parameters of a record's own path (the flow's `itemPath`, always with {recordId}). */
const recordParams = (resource: RecordResource) => pathParams({ recordId: idPath(`No such ${resource.kind.noun}.`) });

/** PATCH of one record (by its path id, or by the id in the body): the fields sent replace the stored ones (null clears one). */
function patchRoute(app: ApiServer, resource: RecordResource) {
  const schema = { response: { 200: savedRecordWireSchema } };
  const options = resource.idInBody ? { schema } : { schema: { ...schema, params: recordParams(resource) } };
  app.patch(resource.patchUrl, options, async (request) => {
    const userId = jobseekerId(request);
    let id: number;
    if (resource.idInBody) {
      const rawId = isPlainObject(request.body) ? request.body.id : undefined;
      if (!isRowId(rawId)) throw AppError.fields({ id: ['Send the id of the record to change.'] });
      id = rawId;
    } else id = Number((request.params as { recordId: string }).recordId);
    const changes = changesBody(request);
    const { result, completedSections } = await editAnswers(app, userId, (answers, flow) => {
      const edited = patchRecord(app.ctx, flow, resource.kind, answers, id, changes);
      const duplicate = resource.duplicate(answers, edited.record);
      if (duplicate) throw AppError.fields(duplicate);
      return { answers: edited.answers, result: edited.record };
    });
    return reply(result, completedSections);
  });
}

function deleteRoute(app: ApiServer, resource: RecordResource) {
  app.delete(resource.deleteUrl, { schema: { params: recordParams(resource), response: { 204: noContent } } }, async (request, response) => {
    const userId = jobseekerId(request);
    const id = Number(request.params.recordId);
    await editAnswers(app, userId, (answers) => ({
      answers: removeRecord(resource.kind, answers, id),
      result: null,
    }));
    return response.code(204).send();
  });
}

/** POST of a new record, filed where the flow's questions say; the server assigns its id. */
function postRoute(app: ApiServer, resource: RecordResource) {
  app.post(resource.createUrl, { schema: { response: { 201: savedRecordWireSchema } } }, async (request, response) => {
    const userId = jobseekerId(request);
    const record = recordBody(request, false);
    const { result, completedSections } = await editAnswers(
      app,
      userId,
      (answers, flow, newId) => {
        const duplicate = resource.duplicate(answers, record);
        if (duplicate) throw AppError.fields(duplicate);
        const where = resource.place(answers, record);
        const added = addRecord(app.ctx, flow, where.answers, where.field, where.record, where.single, newId);
        return { answers: added.answers, result: added.record };
      },
      { newId: true },
    );
    return response.code(201).send(reply(result, completedSections));
  });
}

/** GET {path}{userId}/ of a rated-skills resource: every rating, marked when it is one of the person's chosen areas'. */
function ratingsRoute(app: ApiServer, resource: RecordResource, ratedField: string) {
  const url = `${resource.createUrl.replace(/\/?$/, '/')}:userId/`;
  app.get(url, { schema: { params: userIdParams, response: { 200: ratedSkillsWireSchema } } }, async (request) => {
    const userId = ownUserId(request, request.params.userId);
    const row = await readFlowAnswers(app.ctx.db, userId, JOBSEEKER_FLOW);
    // The lists are the ones the flow's record questions name: read through the engine's view of answers.
    const answers: Answers = row?.answers ?? {};
    const results = resource.kind.lists.flatMap((field) =>
      Array.isArray(answers[field])
        ? (answers[field] as unknown[]).filter(isPlainObject).map((item) => ({ ...recordToWire(item), functional_expertise: field === ratedField }))
        : [],
    );
    return { results };
  });
}

/**
 * The related records of spec 001 §3.2 and §7.1 (education, work experience, skills, languages) at the paths the
 * job seeker flow's `records` targets name, kept in the person's answers under their questions and validated with
 * those questions' schemas; where a new record goes, and what may not repeat, the flow file says too.
 */
export async function recordRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const flow = app.ctx.flows.latest(JOBSEEKER_FLOW);
  for (const resource of flow ? recordResources(flow) : []) {
    postRoute(app, resource);
    patchRoute(app, resource);
    deleteRoute(app, resource);
    const ratedField = resource.kind.lists.find((field) => flow!.questions[field]?.ui.skillsFromField);
    if (ratedField) ratingsRoute(app, resource, ratedField);
  }
}
