import type { ApiServer } from '../../http/api-server';
import type { FastifyReply } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Flow, FlowDocument } from '../../../flows';
import { flowGraph, type FlowProblem } from '../../../flows/studio/flow-graph';
import { authOf, requireAuth } from '../../auth/authenticate';
import { requireUserType } from '../../auth/require-user-type';
import { flowAnswers, flowVersions } from '../../db/schema';
import { AppError, codedBody } from '../../errors/app-error';
import { enqueueJob } from '../../queue/enqueue-job';
import { answerSetCounts, answerSetsAfter } from './answer-sets';
import { answerSetCarrier } from './carry-answer-set';
import { reviewDraft } from './draft-review';
import { FLOW_MIGRATION_JOB } from './flow-migration-job';
import { qaFixtures } from './qa-fixtures';
import {
  draftCheckWireSchema,
  dryRunWireSchema,
  flowFixturesWireSchema,
  flowGraphWireSchema,
  flowListWireSchema,
  flowVersionWireSchema,
  publishedWireSchema,
  type DraftCheckWire,
  type FlowVersionWire,
} from '../../../shared/wire/flow-studio-wire';
import { closedRecord } from '../../../shared/wire/schema-builders';

/** At most this many invalid answers are listed by a dry run; the count of answer sets is always whole. */
const DRY_RUN_INVALID_LIMIT = 1_000;
const DRY_RUN_BATCH = 1_000;

const draftBody = closedRecord({
  flow: { type: 'object', additionalProperties: true, $comment: 'A flow document: checked against the flow meta-schema, which refuses unknown fields.' },
});

interface DraftRequest {
  Params: { flowId: string };
  Body: FromSchema<typeof draftBody>;
}

function problemsReply(reply: FastifyReply, problems: FlowProblem[]) {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return reply
    .code(400)
    .send(codedBody('validation_failed', { detail: `This version has ${count}; fix ${problems.length === 1 ? 'it' : 'them'} and publish again.`, problems }));
}

/**
 * The flow studio's API (issue 26 item 2), staff only: the flows with their versions, a version's map, a draft's
 * problems, what publishing a draft would do to saved answers, and publishing it.
 */
export async function flowStudioRoutes(app: ApiServer): Promise<void> {
  app.addHook('preValidation', requireAuth);
  app.addHook('preValidation', requireUserType('staff'));
  const { db, flows } = app.ctx;

  const currentOr404 = (flowId: string): Flow => {
    const flow = flows.latest(flowId);
    if (!flow) throw AppError.detail(404, `There is no question flow "${flowId}".`);
    return flow;
  };
  const versionOr404 = (flowId: string, version: string): Flow => {
    currentOr404(flowId);
    const flow = /^[1-9][0-9]{0,5}$/.test(version) ? flows.get(flowId, Number(version)) : undefined;
    if (!flow) throw AppError.detail(404, `Question flow "${flowId}" has no version ${version}.`);
    return flow;
  };

  app.get('/api/flows/', { schema: { response: { 200: flowListWireSchema } } }, async () => {
    const rows = await db
      .select({ flowId: flowVersions.flowId, version: flowVersions.version, publishedAt: flowVersions.publishedAt, migratedAt: flowVersions.migratedAt })
      .from(flowVersions)
      .orderBy(asc(flowVersions.flowId), asc(flowVersions.version));
    const counts = await answerSetCounts(db);
    const served = new Set(flows.all().map((flow) => `${flow.id}@${flow.version}`));
    const ids = [...new Set(rows.map((row) => row.flowId))].filter((id) => flows.latest(id) !== undefined);
    return ids.map((id) => ({
      flow_id: id,
      current_version: flows.latest(id)!.version,
      title: flows.latest(id)!.title,
      versions: rows
        .filter((row) => row.flowId === id && served.has(`${id}@${row.version}`))
        .map((row) => ({
          version: row.version,
          published_at: row.publishedAt.toISOString(),
          migrated_at: row.migratedAt?.toISOString() ?? null,
          answer_sets: counts.filter((count) => count.flowId === id && count.version === row.version).reduce((sum, count) => sum + count.answerSets, 0),
          published_by: null,
          changes: [],
        })),
    }));
  });

  app.get<{ Params: { flowId: string; version: string } }>(
    '/api/flows/:flowId/versions/:version/',
    { schema: { response: { 200: flowVersionWireSchema } } },
    async (request): Promise<FlowVersionWire> => {
      const flow = versionOr404(request.params.flowId, request.params.version);
      // Every served version is shelved with the document it was loaded from.
      const document: FlowDocument | undefined = flows.document(flow.id, flow.version);
      if (!document) throw AppError.detail(404, `Question flow "${flow.id}" has no version ${flow.version}.`);
      return { flow_id: flow.id, version: flow.version, document };
    },
  );

  app.get<{ Params: { flowId: string; version: string } }>(
    '/api/flows/:flowId/versions/:version/graph/',
    { schema: { response: { 200: flowGraphWireSchema } } },
    async (request) => flowGraph(versionOr404(request.params.flowId, request.params.version)),
  );

  // QA's replay fixtures of the flow, for the map to highlight the path each one's answers take.
  app.get<{ Params: { flowId: string } }>('/api/flows/:flowId/fixtures/', { schema: { response: { 200: flowFixturesWireSchema } } }, async (request) =>
    qaFixtures(currentOr404(request.params.flowId).id),
  );

  app.post<DraftRequest>(
    '/api/flows/:flowId/drafts/',
    { schema: { body: draftBody, response: { 200: draftCheckWireSchema } } },
    async (request): Promise<DraftCheckWire> => {
      const review = await reviewDraft(app, currentOr404(request.params.flowId), request.body.flow);
      // The draft as it would be served (every $ref resolved) too, so the studio previews its steps as people see them.
      return { problems: review.problems, graph: review.graph, flow: review.flow };
    },
  );

  app.post<DraftRequest>('/api/flows/:flowId/drafts/dry-run/', { schema: { body: draftBody, response: { 200: dryRunWireSchema } } }, async (request, reply) => {
    const current = currentOr404(request.params.flowId);
    const review = await reviewDraft(app, current, request.body.flow);
    if (!review.flow || review.problems.length > 0) return problemsReply(reply, review.problems);
    const ops = review.flow.migrateFrom?.version === current.version ? review.flow.migrateFrom.ops : [];
    const carry = answerSetCarrier(current, review.flow, ops, flows.validator);
    let answerSets = 0;
    let changed = 0;
    const invalid: FromSchema<typeof dryRunWireSchema>['invalid'] = [];
    for (let after = 0; ;) {
      const batch = await answerSetsAfter(db, current.id, current.version, after, DRY_RUN_BATCH);
      if (batch.length === 0) break;
      for (const stored of batch) {
        const carried = carry(stored.answers);
        answerSets += 1;
        if (carried.changed) changed += 1;
        for (const error of carried.invalid?.errors ?? []) {
          if (invalid.length < DRY_RUN_INVALID_LIMIT)
            invalid.push({ user_id: stored.userId, name: '', step: carried.invalid!.step, step_title: '', field: error.field, question: '', message: error.message });
        }
      }
      after = batch.at(-1)!.userId;
    }
    const dryRun: FromSchema<typeof dryRunWireSchema> = { answer_sets: answerSets, changed, versions: [], invalid, roles_kept: [] };
    return dryRun;
  });

  app.post<DraftRequest>('/api/flows/:flowId/versions/', { schema: { body: draftBody, response: { 201: publishedWireSchema } } }, async (request, reply) => {
    const current = currentOr404(request.params.flowId);
    const review = await reviewDraft(app, current, request.body.flow);
    if (!review.flow || review.problems.length > 0) return problemsReply(reply, review.problems);
    const flow = review.flow;
    const migrates = flow.migrateFrom?.version === current.version;
    const published = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flowVersions)
        .values({
          flowId: flow.id,
          version: flow.version,
          document: request.body.flow as unknown as FlowDocument,
          source: 'studio',
          publishedBy: authOf(request).user.id,
          migratedAt: migrates ? null : app.ctx.clock.now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      if (migrates) {
        await enqueueJob(tx, {
          kind: FLOW_MIGRATION_JOB,
          payload: { flowId: flow.id, fromVersion: current.version, toVersion: flow.version },
          runAt: app.ctx.clock.now(),
          singletonKey: `${FLOW_MIGRATION_JOB}:${flow.id}:${flow.version}`,
        });
      }
      return row;
    });
    if (!published)
      throw AppError.detail(
        409,
        `Version ${flow.version} of "${flow.id}" was published a moment ago by someone else; reload the flow and make the draft from it.`,
      );
    await flows.refresh();
    const waiting = migrates ? await db.$count(flowAnswers, and(eq(flowAnswers.flowId, flow.id), eq(flowAnswers.flowVersion, current.version))) : 0;
    const answer: FromSchema<typeof publishedWireSchema> = {
      flow_id: flow.id,
      version: flow.version,
      published_at: published.publishedAt.toISOString(),
      migration: migrates ? { from_version: current.version, answer_sets: waiting } : null,
    };
    return reply.code(201).send(answer);
  });
}
