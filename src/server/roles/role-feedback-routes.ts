import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import { everyRouteSignedIn } from '../auth/signed-in';
import { isIdText, isRowId } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';
import { AppError, type FieldErrors } from '../errors/app-error';
import { fieldOfWire } from '../flows/flow-answers';
import { feedbackWire } from './role-body';
import { roleFlow } from './role-flow';
import { isPlainObject } from './role-answers-request';
import { assertCanEdit, roleActor, roleUuidParam } from './role-access';
import { notifyRoleEditors } from './role-notices';
import { findRoleByUuid } from './role-repository';
import { insertRoleFeedback, lockFeedbackWithRole, updateRoleFeedback } from './role-feedback-repository';
import { sendPendingMails, type PendingMails } from '../matching';
import { roleFeedbackWireSchema } from '../../shared/wire/role-feedback-wire';

export const FEEDBACK_MAX_LENGTH = 2000;
const NO_SUCH_FEEDBACK = 'No such feedback.';
const STAFF_WRITE_FEEDBACK = 'Staff write feedback on roles; the organization resolves it.';

function unknownFields(body: Record<string, unknown>, allowed: readonly string[], errors: FieldErrors): void {
  for (const key of Object.keys(body)) if (!allowed.includes(key)) errors[key] = ['This field is not accepted here; remove it from the request.'];
}

/** Feedback text: trimmed, 1 to 2000 characters. */
function feedbackText(value: unknown, errors: FieldErrors): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') {
    errors.body = ['Write what the organization should change.'];
    return undefined;
  }
  if (value.trim().length > FEEDBACK_MAX_LENGTH) {
    errors.body = [`Keep feedback to ${FEEDBACK_MAX_LENGTH} characters.`];
    return undefined;
  }
  return value.trim();
}

/** A feedback id from the body (a number, or its text); anything else is feedback that does not exist. */
function feedbackId(value: unknown): number {
  const id = typeof value === 'string' && isIdText(value) ? Number(value) : value;
  if (!isRowId(id)) throw AppError.detail(404, NO_SUCH_FEEDBACK);
  return id;
}

/**
 * Staff feedback on a role (spec 001 §3.4 "role feedback", §7.2 POST and PATCH /api/employer/role-feedback/):
 * staff write items, about one question (its flow field name) or the role as a whole; the organisation's employees
 * mark them resolved (`is_resolved`) before publishing again.
 */
export async function roleFeedbackRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  // Feedback is written by the wire contract's schema.
  const oneFeedback = { schema: { response: { 200: roleFeedbackWireSchema } } } as const;

  app.post('/api/employer/role-feedback/', { schema: { response: { 201: roleFeedbackWireSchema } } }, async (request, reply) => {
    const actor = roleActor(request);
    if (actor.kind !== 'staff') throw AppError.detail(403, STAFF_WRITE_FEEDBACK);
    const body = request.body;
    if (!isPlainObject(body)) throw AppError.detail(400, 'Send a JSON object, e.g. {"role": "<uuid>", "question": "job_title", "body": "…"}.');
    const errors: FieldErrors = {};
    unknownFields(body, ['role', 'question', 'body'], errors);
    if (body.role === undefined) errors.role = ['Send the uuid of the role the feedback is about, as role.'];
    const text = feedbackText(body.body, errors);
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);
    const role = await findRoleByUuid(app.ctx.db, roleUuidParam(body.role));
    if (!role) throw AppError.detail(404, 'No such role.');
    const flow = roleFlow(app.ctx.flows, role);
    let question: string | null = null;
    if (body.question !== undefined && body.question !== null && body.question !== '') {
      // The question is named as the flow does (jobTitle) or as the wire does (job_title).
      const name = typeof body.question === 'string' ? fieldOfWire(body.question, null).field : '';
      if (!flow.questions[name])
        throw AppError.fields({ question: ['Name a question of the role flow, such as job_title, or leave it out for the whole role.'] });
      question = name;
    }
    const mails: PendingMails = [];
    const item = await app.ctx.db.transaction(async (tx) => {
      const inserted = await insertRoleFeedback(tx, { roleId: role.id, question, body: text!, authorId: actor.user.id, createdAt: app.ctx.clock.now() });
      // Feedback on a role in review reaches its editors when staff send the role back; on any other role, now.
      if (role.status !== 'in_review') await notifyRoleEditors(tx, app.ctx, role, { kind: 'feedback', body: text! }, mails);
      return inserted;
    });
    await sendPendingMails(app.ctx, mails);
    return reply.code(201).send(feedbackWire(item, role.uuid, flow));
  });

  const patchFeedback = async (request: FastifyRequest, rawId: unknown, body: Record<string, unknown>) => {
    const actor = roleActor(request);
    const id = feedbackId(rawId);
    const errors: FieldErrors = {};
    unknownFields(body, actor.kind === 'staff' ? ['id', 'is_resolved', 'body'] : ['id', 'is_resolved'], errors);
    if (body.is_resolved !== undefined && typeof body.is_resolved !== 'boolean') errors.is_resolved = ['Send true or false.'];
    if (body.is_resolved === undefined && body.body === undefined) errors.is_resolved = ['Send is_resolved: true once the feedback is dealt with.'];
    const text = body.body === undefined ? undefined : feedbackText(body.body, errors);
    if (Object.keys(errors).length > 0) throw AppError.fields(errors);

    return app.ctx.db.transaction(async (tx) => {
      const found = await lockFeedbackWithRole(tx, id);
      if (!found || (actor.kind === 'employee' && actor.employerId !== found.role.employerId)) throw AppError.detail(404, NO_SUCH_FEEDBACK);
      if (actor.kind === 'employee') assertCanEdit(actor);
      const now = app.ctx.clock.now();
      const resolved = typeof body.is_resolved === 'boolean' ? body.is_resolved : found.item.isResolved;
      const changed = resolved !== found.item.isResolved;
      const item = await updateRoleFeedback(tx, id, {
        ...(text === undefined ? {} : { body: text }),
        isResolved: resolved,
        ...(changed ? { resolvedAt: resolved ? now : null, resolvedBy: resolved ? actor.user.id : null } : {}),
      });
      return feedbackWire(item, found.role.uuid, roleFlow(app.ctx.flows, found.role));
    });
  };

  app.patch('/api/employer/role-feedback/', oneFeedback, async (request) => {
    const body = request.body;
    if (!isPlainObject(body)) throw AppError.detail(400, 'Send a JSON object, e.g. {"id": 12, "is_resolved": true}.');
    if (body.id === undefined) throw AppError.fields({ id: ['Send the id of the feedback to change.'] });
    return patchFeedback(request, body.id, body);
  });

  const params = pathParams({ id: idPath(NO_SUCH_FEEDBACK) });
  app.patch('/api/employer/role-feedback/:id/', { schema: { ...oneFeedback.schema, params } }, async (request) => {
    const body = request.body;
    if (!isPlainObject(body)) throw AppError.detail(400, 'Send a JSON object, e.g. {"is_resolved": true}.');
    if (body.id !== undefined && body.id !== Number(request.params.id))
      throw AppError.fields({ id: ['The feedback id is in the path; leave id out of the body.'] });
    return patchFeedback(request, request.params.id, body);
  });
}
