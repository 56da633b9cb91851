import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/authenticate';
import { everyRouteSignedIn } from '../auth/signed-in';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { AppError } from '../errors/app-error';
import { pathParams, textPath } from '../http/path-params';
import { wholeNumberParam } from '../http/paging';
import { MAX_FLOW_VERSION } from './load-flows';
import { JOBSEEKER_FLOW, answersBody, flowForAnswers, readFlowAnswers } from './flow-answers';
import { myAnswersWireSchema, servedFlowWireSchema } from '../../shared/wire/my-answers-wire';
import { editAnswersInTransaction } from './edit-jobseeker-answers';
import type { SaveTarget } from '../../flows';
import { mergeAnswers } from './merge-answers';
import { todayOf } from '../clock';
import { routeUrl } from './route-url';
import { isRouteDeclared } from './declared-routes';
import { deleteUnusedResumes } from '../resumes';
import { isPlainObject } from '../../shared/plain-object';

/** `?version=N`: that version of the flow rather than the latest. */
const flowQuerySchema = { type: 'object', additionalProperties: false, properties: { version: { type: 'string' } } } as const;
/** A flow's id, looked up among the flows served. */
const flowParams = pathParams({ flowId: textPath });

/** The `answers` targets of a flow grouped by method and route: [method, url, target names]. */
export function answerRoutesOf(saveTargets: Record<string, SaveTarget>): [SaveTarget['method'], string, string[]][] {
  const routes = new Map<string, [SaveTarget['method'], string, string[]]>();
  for (const [name, target] of Object.entries(saveTargets)) {
    if (target.kind !== 'answers') continue;
    const url = routeUrl(target.path);
    const key = `${target.method} ${url.replace(/\/$/, '')}`;
    const route = routes.get(key) ?? [target.method, url, []];
    route[2].push(name);
    routes.set(key, route);
  }
  return [...routes.values()];
}

function flowOr404(request: FastifyRequest, flowId: string) {
  const flow = request.server.ctx.flows.latest(flowId);
  if (!flow) throw AppError.detail(404, 'No such question flow.');
  return flow;
}

/**
 * The job seeker's answer resources as the flow file declares them (PATCH /api/profile/{userId}/ and the rest);
 * GET /api/flows/{flowId}/ and /api/my-answers/{flowId}/.
 */
export async function flowAnswerRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, true);

  // The job seeker flow's `answers` targets, as its file declares them: one route per path, taking every target
  // that shares it. A path another module already serves (PATCH /api/user/{userId}/, which also holds the
  // account's own fields) is left to it.
  const flow = app.ctx.flows.latest(JOBSEEKER_FLOW);
  for (const [method, url, targets] of answerRoutesOf(flow?.saveTargets ?? {})) {
    if (isRouteDeclared(app, method, url)) continue;
    // Every `answers` path of the job seeker flow is the person's own: /api/profile/{userId}/ and the rest.
    app.route({
      method,
      url,
      schema: { params: userIdParams, response: { 200: myAnswersWireSchema } },
      handler: async (request) => {
        const userId = ownUserId(request, request.params.userId);
        if (authOf(request).user.userType !== 'jobseeker') throw AppError.detail(403, 'This needs a job seeker account.');
        const body = request.body;
        if (!isPlainObject(body)) throw AppError.detail(400, 'Send a JSON object of answers, e.g. {"can_work_in_us": true}.');
        if (Object.keys(body).length === 0) throw AppError.detail(400, 'Send at least one field to change.');
        const { result, answers } = await editAnswersInTransaction(app, userId, async (tx, stored, answersFlow) => {
          const merged = mergeAnswers(answersFlow, targets, stored, body, app.ctx.flows.validator, todayOf(app.ctx.clock.now()));
          if (!merged.ok) throw AppError.fields(merged.errors);
          await deleteUnusedResumes(tx, userId, merged.answers);
          return { answers: merged.answers, result: { flow: answersFlow } };
        });
        return answersBody(result.flow, answers, app.ctx.flows, app.ctx.clock.now());
      },
    });
  }

  app.get('/api/flows/:flowId/', { schema: { params: flowParams, querystring: flowQuerySchema, response: { 200: servedFlowWireSchema } } }, async (request) => {
    const { version } = request.query;
    if (version === undefined) return { flow: flowOr404(request, request.params.flowId) };
    const number = wholeNumberParam(version, 1, MAX_FLOW_VERSION);
    const flow = number === undefined ? undefined : app.ctx.flows.get(request.params.flowId, number);
    if (!flow) throw AppError.detail(404, 'No such version of this question flow.');
    return { flow };
  });

  app.get('/api/my-answers/:flowId/', { schema: { params: flowParams, response: { 200: myAnswersWireSchema } } }, async (request) => {
    const { flowId } = request.params;
    flowOr404(request, flowId);
    const { user } = authOf(request);
    const row = await readFlowAnswers(app.ctx.db, user.id, flowId);
    const flow = flowForAnswers(app.ctx.flows, flowId, row)!;
    const answers = row?.answers ?? {};
    return answersBody(flow, answers, app.ctx.flows, row?.updatedAt ?? null);
  });
}
