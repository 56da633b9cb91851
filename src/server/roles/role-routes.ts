import type { ApiServer } from '../http/api-server';
import { configuredFeePercents } from '../platform';
import { ROLE_STATUSES } from '../db/schema';
import { everyRouteSignedIn } from '../auth/signed-in';
import { noContent } from '../http/answer-schemas';
import { assertConfirmedEmail } from '../auth/require-confirmed-email';
import { AppError } from '../errors/app-error';
import { assertAgreedTierKept } from './agreed-tier';
import { editRole } from './edit-role';
import { mergeRoleAnswers } from './merge-role-answers';
import { roleAnswersRequest, isPlainObject, objectBody } from './role-answers-request';
import { feedbackCounts, loadRoleBody, roleSummary, unresolvedFeedbackCount } from './role-body';
import { roleCompletion } from './role-completion';
import { roleFlow, targetsAtPath } from './role-flow';
import { applyRoleTransition, planTransition } from './role-lifecycle';
import { isRoleStatus, roleDeleteRefusal } from '../../shared/role-statuses';
import { sendPendingMails, type PendingMails } from '../matching';
import {
  NO_ORGANISATION,
  STAFF_DO_NOT_CREATE,
  STAFF_READ_ONLY,
  assertCanEdit,
  assertCanEditRole,
  assertAnswersEditable,
  assertCanRead,
  roleActor,
  roleIdParams,
  roleUuidParams,
  type RoleActor,
} from './role-access';
import { cloneRole } from './clone-role';
import { notifyRoleEditors } from './role-notices';
import { deleteRole, deleteRoleJobFiles, findRoleByUuid, insertRole, listRoles, lockRoleByUuid, roleWithId, roleWithUuid } from './role-repository';
import { roleListWireSchema } from '../../shared/wire/role-summary-wire';
import { roleWireSchema } from '../../shared/wire/role-wire';

const STATUS_CHOICES = `Choose one of: ${ROLE_STATUSES.join(', ')}.`;

/** An employee with an organisation and the right to edit roles: who may create, clone and delete. */
function roleEditor(actor: RoleActor): { employerId: number; userId: number } {
  if (actor.kind === 'staff') throw AppError.detail(403, STAFF_DO_NOT_CREATE);
  assertCanEdit(actor);
  if (actor.employerId === null) throw AppError.detail(403, NO_ORGANISATION);
  return { employerId: actor.employerId, userId: actor.user.id };
}

/** `?status=` lists the roles in that status; the handler names the statuses when it is not one. */
const listQuerySchema = { type: 'object', additionalProperties: false, properties: { status: { type: 'string' } } } as const;

/**
 * The role resource of spec 001 §7.2 (paths with trailing slashes): list, create, read, change (answers and
 * status), delete, clone, and the two preference resources, which are the same role's nested answers.
 */
export async function roleRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);
  const { flows } = app.ctx;
  // A role's body is written by the wire contract's schema; its flow answers pass through it as they are.
  const oneRole = { schema: { params: roleUuidParams, response: { 200: roleWireSchema } } } as const;
  const newRole = { schema: { response: { 201: roleWireSchema } } } as const;

  app.get('/api/employer/role/', { schema: { querystring: listQuerySchema, response: { 200: roleListWireSchema } } }, async (request) => {
    const actor = roleActor(request);
    const { status } = request.query;
    if (status !== undefined && !isRoleStatus(status)) throw AppError.fields({ status: [STATUS_CHOICES] });
    let employerId: number | undefined;
    if (actor.kind === 'employee') {
      if (actor.employerId === null) return { results: [] };
      employerId = actor.employerId;
    }
    const rows = await listRoles(app.ctx.db, { status, employerId });
    const counts = await feedbackCounts(
      app.ctx.db,
      rows.map((row) => row.role.id),
    );
    return {
      results: rows.map(({ role, employer }) => roleSummary(role, employer, counts.get(role.id) ?? { total: 0, unresolved: 0 }, flows)),
    };
  });

  app.post('/api/employer/role/', newRole, async (request, reply) => {
    const editor = roleEditor(roleActor(request));
    const body = request.body ?? {};
    if (!isPlainObject(body)) throw AppError.detail(400, 'Send a JSON object, e.g. {"job_title": "Director of Curriculum"} or {}.');
    const flow = roleFlow(flows, undefined);
    const { status, ...answersPart } = body;
    if (status !== undefined && status !== 'draft') throw AppError.fields({ status: ['A new role starts as a draft; publish it once it is complete.'] });
    const { groups } = roleAnswersRequest(flow, answersPart);
    const merged = mergeRoleAnswers(flow, {}, groups, flows.validator);
    if (!merged.ok) throw AppError.fields(merged.errors);
    const answered = Object.keys(merged.answers).length > 0;
    const now = app.ctx.clock.now();
    const role = await insertRole(app.ctx.db, {
      employerId: editor.employerId,
      answers: merged.answers,
      flowVersion: answered ? flow.version : null,
      createdBy: editor.userId,
      createdAt: now,
      updatedAt: now,
    });
    return reply.code(201).send(await loadRoleBody(app.ctx.db, flows, role));
  });

  app.get('/api/employer/role/:uuid/', oneRole, async (request) => {
    const actor = roleActor(request);
    const uuid = request.params.uuid.toLowerCase();
    const role = await findRoleByUuid(app.ctx.db, uuid);
    assertCanRead(actor, role);
    return loadRoleBody(app.ctx.db, flows, role);
  });

  app.patch('/api/employer/role/:uuid/', oneRole, async (request) => {
    const actor = roleActor(request);
    const uuid = request.params.uuid.toLowerCase();
    const body = objectBody(request.body, '{"job_title": "Director of Curriculum"} or {"status": "in_review"}');
    const { status, ...answersPart } = body;
    if (status !== undefined && !isRoleStatus(status)) throw AppError.fields({ status: [STATUS_CHOICES] });
    const hasAnswers = Object.keys(answersPart).length > 0;

    const { role, result: mails } = await editRole(app, roleWithUuid(uuid), async (tx, row, flow) => {
      assertCanRead(actor, row);
      if (actor.kind === 'staff' && hasAnswers) throw AppError.detail(403, STAFF_READ_ONLY);
      if (actor.kind === 'employee') assertCanEdit(actor);
      if (status === 'in_review' && row.status !== 'in_review') assertConfirmedEmail(request, 'publishing a role');
      let answers = row.answers;
      let clearedFiles: string[] = [];
      if (hasAnswers) {
        assertAnswersEditable(row);
        const request = roleAnswersRequest(flow, answersPart);
        const merged = mergeRoleAnswers(flow, row.answers, request.groups, flows.validator);
        if (!merged.ok) throw AppError.fields(merged.errors);
        assertAgreedTierKept(row, merged.answers);
        answers = merged.answers;
        clearedFiles = request.clearedFiles;
      }
      let changes = {};
      let pending: PendingMails = [];
      if (status !== undefined) {
        const completion = roleCompletion(flow, answers, flows.validator);
        const plan = planTransition(
          row,
          status,
          actor.kind,
          {
            completion: completion.completion,
            incompleteSections: completion.sections.filter((section) => !section.complete).map((section) => section.name),
            unresolvedFeedback: await unresolvedFeedbackCount(tx, row.id),
            serviceTier: answers.serviceTier,
            feePercents: await configuredFeePercents(tx),
          },
          app.ctx.clock.now(),
        );
        if (!plan.ok) throw AppError.coded('transition_not_allowed', 409, plan.detail);
        changes = plan.changes;
        pending = await applyRoleTransition(tx, app.ctx, row, plan.changes);
        // Staff's verdict on a role in review reaches the people who edit it, by bell and e-mail.
        if (actor.kind === 'staff' && row.status === 'in_review' && plan.changes.status === 'open')
          await notifyRoleEditors(tx, app.ctx, row, { kind: 'approved' }, pending);
        if (actor.kind === 'staff' && row.status === 'in_review' && plan.changes.status === 'draft') {
          await notifyRoleEditors(tx, app.ctx, row, { kind: 'returned', openItems: await unresolvedFeedbackCount(tx, row.id) }, pending);
        }
      }
      // A cleared job file answer takes the stored file with it: nothing else points to it.
      if (clearedFiles.length > 0) await deleteRoleJobFiles(tx, row.id);
      return { answers: hasAnswers ? answers : undefined, changes: Object.keys(changes).length > 0 ? changes : undefined, result: pending };
    });
    await sendPendingMails(app.ctx, mails);
    return loadRoleBody(app.ctx.db, flows, role);
  });

  app.delete('/api/employer/role/:uuid/', { schema: { params: roleUuidParams, response: { 204: noContent } } }, async (request, reply) => {
    const actor = roleActor(request);
    const uuid = request.params.uuid.toLowerCase();
    await app.ctx.db.transaction(async (tx) => {
      const row = await lockRoleByUuid(tx, uuid);
      assertCanRead(actor, row);
      roleEditor(actor);
      const refusal = roleDeleteRefusal(row.status);
      if (refusal !== null) throw AppError.detail(409, refusal);
      await deleteRole(tx, row.id);
    });
    return reply.code(204).send();
  });

  app.post('/api/employer/role/:uuid/clone/', { schema: { ...newRole.schema, params: roleUuidParams } }, async (request, reply) => {
    const actor = roleActor(request);
    const uuid = request.params.uuid.toLowerCase();
    const source = await findRoleByUuid(app.ctx.db, uuid);
    assertCanRead(actor, source);
    const editor = roleEditor(actor);
    const clone = await cloneRole(app, source, editor.userId);
    return reply.code(201).send(await loadRoleBody(app.ctx.db, flows, clone));
  });

  // The preference resources the role flow names: answers of the same role, with the role's id in the path.
  const preferencePaths = new Set(
    Object.values(roleFlow(flows, undefined).saveTargets).flatMap((target) =>
      target.kind === 'answers' && target.path.includes('{roleId}') ? [target.path] : [],
    ),
  );
  for (const path of preferencePaths) {
    const prefix = path.slice(0, path.indexOf('{roleId}'));
    const preference = { schema: { params: roleIdParams, response: { 200: roleWireSchema } } } as const;
    app.patch(path.replace('{roleId}', ':roleId'), preference, async (request) => {
      const actor = roleActor(request);
      const id = Number(request.params.roleId);
      const { id: _sameId, ...body } = objectBody(request.body, '{"program_name": "Teach For America"}');
      const { role } = await editRole(app, roleWithId(id), (_tx, row, flow) => {
        assertCanEditRole(actor, row);
        assertAnswersEditable(row);
        const merged = mergeRoleAnswers(flow, row.answers, [{ targets: targetsAtPath(flow, prefix), body }], flows.validator);
        if (!merged.ok) throw AppError.fields(merged.errors);
        return { answers: merged.answers, result: null };
      });
      return loadRoleBody(app.ctx.db, flows, role);
    });
  }
}
