import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { flowAnswers } from '../db/schema';
import { authOf, requireAuth } from '../auth/authenticate';
import { ownUserId } from '../auth/require-user-type';
import { AppError } from '../errors/app-error';
import { JOBSEEKER_FLOW, answersBody, flowForAnswers, readFlowAnswers } from './flow-answers';
import { mergeAnswers } from './merge-answers';

/**
 * The job seeker resources of spec 001 §7.1 that hold plain answers, by their `saveTargets` key in the flow.
 * Paths are the spec's; the records resources (education, my-experience, skills, language,
 * geographic-preferences, user-address) and PATCH /api/user/ have their own routes.
 */
const PLAIN_ANSWER_RESOURCES = ['profile', 'personal-wiring', 'compensation', 'profile-status', 'social-accounts'] as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flowOr404(request: FastifyRequest, flowId: string) {
  const flow = request.server.ctx.flows.latest(flowId);
  if (!flow) throw AppError.detail(404, 'No such question flow.');
  return flow;
}

/** PATCH /api/{resource}/{userId}/ for the plain answer resources; GET /api/flows/{flowId}/ and /api/my-answers/{flowId}/. */
export async function flowAnswerRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireAuth);

  for (const target of PLAIN_ANSWER_RESOURCES) {
    app.patch<{ Params: { userId: string } }>(`/api/${target}/:userId/`, async (request) => {
      const userId = ownUserId(request, request.params.userId);
      if (authOf(request).user.userType !== 'jobseeker') throw AppError.detail(403, 'This needs a job seeker account.');
      const body = request.body;
      if (!isPlainObject(body)) throw AppError.detail(400, 'Send a JSON object of answers, e.g. {"can_work_in_us": true}.');
      if (Object.keys(body).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
      const { db, clock, flows } = app.ctx;

      return db.transaction(async (tx) => {
        const now = clock.now();
        // The row is locked for the read-merge-write, so two saves at once cannot lose each other's answers;
        // a refused save rolls back, the empty starting row included.
        const latest = flows.latest(JOBSEEKER_FLOW)!;
        await tx
          .insert(flowAnswers)
          .values({ userId, flowId: JOBSEEKER_FLOW, flowVersion: latest.version, answers: {}, updatedAt: now })
          .onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(flowAnswers)
          .where(and(eq(flowAnswers.userId, userId), eq(flowAnswers.flowId, JOBSEEKER_FLOW)))
          .for('update');
        const flow = flowForAnswers(flows, JOBSEEKER_FLOW, row)!;
        const stored = row?.answers ?? {};
        const result = mergeAnswers(flow, target, stored, body, flows.validator);
        if (!result.ok) throw AppError.fields(result.errors);
        await tx
          .update(flowAnswers)
          .set({ answers: result.answers, flowVersion: flow.version, updatedAt: now })
          .where(and(eq(flowAnswers.userId, userId), eq(flowAnswers.flowId, JOBSEEKER_FLOW)));
        return answersBody(flow, result.answers, flows, now);
      });
    });
  }

  app.get<{ Params: { flowId: string }; Querystring: { version?: string } }>('/api/flows/:flowId/', async (request) => {
    const { version } = request.query;
    if (version === undefined) return flowOr404(request, request.params.flowId);
    const flow = /^[1-9][0-9]{0,5}$/.test(version) ? app.ctx.flows.get(request.params.flowId, Number(version)) : undefined;
    if (!flow) throw AppError.detail(404, 'No such version of this question flow.');
    return flow;
  });

  app.get<{ Params: { flowId: string } }>('/api/my-answers/:flowId/', async (request) => {
    const { flowId } = request.params;
    flowOr404(request, flowId);
    const { user } = authOf(request);
    const row = await readFlowAnswers(app.ctx.db, user.id, flowId);
    const flow = flowForAnswers(app.ctx.flows, flowId, row)!;
    const answers = row?.answers ?? {};
    return answersBody(flow, answers, app.ctx.flows, row?.updatedAt ?? null);
  });
}
