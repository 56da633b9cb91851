import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/authenticate';
import { ownUserId } from '../auth/require-user-type';
import { AppError } from '../errors/app-error';
import { readEnumOptions } from '../flows/read-enum';
import { JOBSEEKER_FLOW, readFlowAnswers } from '../flows/flow-answers';
import {
  EDUCATION,
  EXPERIENCE,
  LANGUAGES,
  SKILLS,
  addRecord,
  editAnswers,
  isPlainObject,
  jobseekerId,
  patchRecord,
  recordFromWire,
  recordIdParam,
  recordToWire,
  removeRecord,
  type RecordKind,
  type RecordValue,
} from './record-store';

/** Each skill's functional area (x-group of functional-skills.json). */
function skillAreas(): Map<string, string> {
  return new Map(readEnumOptions('functional-skills').flatMap((entry) => (entry['x-group'] ? [[entry.const, entry['x-group']] as [string, string]] : [])));
}

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

const reply = (record: RecordValue, completedSections: string[]) => ({
  ...recordToWire(record),
  completed_sections: completedSections,
});

/** PATCH of one record by its path id: the fields sent replace the stored ones (null clears one). */
function patchRoute(app: FastifyInstance, url: string, kind: RecordKind) {
  app.patch<{ Params: { id: string } }>(url, async (request) => {
    const userId = jobseekerId(request);
    const id = recordIdParam(request.params.id, kind.noun);
    const changes = changesBody(request);
    const { result, completedSections } = await editAnswers(app, userId, (answers, flow) => {
      const edited = patchRecord(app.ctx, flow, kind, answers, id, changes);
      return { answers: edited.answers, result: edited.record };
    });
    return reply(result, completedSections);
  });
}

function deleteRoute(app: FastifyInstance, url: string, kind: RecordKind) {
  app.delete<{ Params: { id: string } }>(url, async (request, response) => {
    const userId = jobseekerId(request);
    const id = recordIdParam(request.params.id, kind.noun);
    await editAnswers(app, userId, (answers) => ({
      answers: removeRecord(kind, answers, id),
      result: null,
    }));
    return response.code(204).send();
  });
}

/** Where a new record goes: the question it is filed under, and the answers to file it in. */
interface Placement {
  answers: RecordValue;
  field: string;
  /** The question holds one record (recentExperience), not a list. */
  single: boolean;
  record: RecordValue;
}

/** POST of a new record: `place` decides where it goes (and may refuse it); the server assigns its id. */
function postRoute(app: FastifyInstance, url: string, place: (answers: RecordValue, record: RecordValue) => Placement) {
  app.post(url, async (request, response) => {
    const userId = jobseekerId(request);
    const record = recordBody(request, false);
    const { result, completedSections } = await editAnswers(
      app,
      userId,
      (answers, flow, newId) => {
        const where = place(answers, record);
        const added = addRecord(app.ctx, flow, where.answers, where.field, where.record, where.single, newId);
        return { answers: added.answers, result: added.record };
      },
      { newId: true },
    );
    return response.code(201).send(reply(result, completedSections));
  });
}

function hasListItem(answers: RecordValue, field: string, matches: (item: RecordValue) => boolean): boolean {
  const list = answers[field];
  return Array.isArray(list) && list.some((item) => isPlainObject(item) && matches(item));
}

/**
 * The related records of spec 001 §3.2 and §7.1 (education, work experience, skills, languages), kept in the
 * person's job seeker answers under their questions and validated with those questions' schemas.
 */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth);
  const areaOfSkill = skillAreas();

  // Education: POST /api/education/, PATCH and DELETE /api/education/{id}.
  postRoute(app, '/api/education/', (answers, record) => ({ answers, field: 'education', single: false, record }));
  patchRoute(app, '/api/education/:id/', EDUCATION);
  deleteRoute(app, '/api/education/:id/', EDUCATION);

  // Work experience: POST and PATCH /api/my-experience/ (id in the body), DELETE /api/work-experience/{id}.
  // The most recent role is the `recentExperience` answer, the others `workExperience`.
  postRoute(app, '/api/my-experience/', (answers, record) => {
    const hasRecent = isPlainObject(answers.recentExperience);
    if (record.mostRecentRole === true && hasRecent) {
      // The new role becomes the most recent; the old one moves to the other roles.
      const previous = { ...(answers.recentExperience as RecordValue), mostRecentRole: false };
      const others = Array.isArray(answers.workExperience) ? answers.workExperience : [];
      const { recentExperience: _old, ...rest } = answers;
      return { answers: { ...rest, workExperience: [...others, previous] }, field: 'recentExperience', single: true, record };
    }
    if (!hasRecent && record.mostRecentRole !== false) {
      return { answers, field: 'recentExperience', single: true, record: { ...record, mostRecentRole: true } };
    }
    return { answers, field: 'workExperience', single: false, record };
  });
  app.patch('/api/my-experience/', async (request) => {
    const userId = jobseekerId(request);
    const body = request.body;
    const rawId = isPlainObject(body) ? body.id : undefined;
    if (typeof rawId !== 'number' || !Number.isSafeInteger(rawId) || rawId < 1) throw AppError.fields({ id: ['Send the id of the record to change.'] });
    const changes = changesBody(request);
    const { result, completedSections } = await editAnswers(app, userId, (answers, flow) => {
      const edited = patchRecord(app.ctx, flow, EXPERIENCE, answers, rawId, changes);
      return { answers: edited.answers, result: edited.record };
    });
    return reply(result, completedSections);
  });
  deleteRoute(app, '/api/work-experience/:id/', EXPERIENCE);

  // Skills: POST /api/skills, PATCH and DELETE /api/skills/{id}, GET /api/skills/{userId}. A skill of one of the
  // person's functional expertise areas is a `skillByFunctionalExpertise` rating, any other a `skills` one.
  postRoute(app, '/api/skills/', (answers, record) => {
    const areas = Array.isArray(answers.functionalExpertiseAreas) ? (answers.functionalExpertiseAreas as unknown[]) : [];
    const area = typeof record.skillId === 'string' ? areaOfSkill.get(record.skillId) : undefined;
    const field = area !== undefined && areas.includes(area) ? 'skillByFunctionalExpertise' : 'skills';
    if (SKILLS.lists.some((list) => hasListItem(answers, list, (item) => item.skillId === record.skillId && item.deleted !== true))) {
      throw AppError.fields({ skill_id: ['You have already rated this skill; change its rating instead.'] });
    }
    return { answers, field, single: false, record };
  });
  patchRoute(app, '/api/skills/:id/', SKILLS);
  deleteRoute(app, '/api/skills/:id/', SKILLS);
  app.get<{ Params: { userId: string } }>('/api/skills/:userId/', async (request) => {
    const userId = ownUserId(request, request.params.userId);
    const row = await readFlowAnswers(app.ctx.db, userId, JOBSEEKER_FLOW);
    const answers = row?.answers ?? {};
    const results = SKILLS.lists.flatMap((field) =>
      Array.isArray(answers[field])
        ? (answers[field] as unknown[]).filter(isPlainObject).map((item) => ({
            ...recordToWire(item),
            functional_expertise: field === 'skillByFunctionalExpertise',
          }))
        : [],
    );
    return { results };
  });

  // Languages: POST /api/language, PATCH and DELETE /api/language/{id}.
  postRoute(app, '/api/language/', (answers, record) => {
    if (hasListItem(answers, 'languages', (item) => item.name === record.name)) {
      throw AppError.fields({ name: ['You have already added this language; change it instead.'] });
    }
    return { answers, field: 'languages', single: false, record };
  });
  patchRoute(app, '/api/language/:id/', LANGUAGES);
  deleteRoute(app, '/api/language/:id/', LANGUAGES);
}
