import type { ApiServer } from '../../http/api-server';
import type { FromSchema } from 'json-schema-to-ts';
import type { Flow, FlowDocument } from '../../../flows';
import { flowGraph } from '../../../flows/studio/flow-graph';
import { authOf } from '../../auth/authenticate';
import { everyRouteSignedIn } from '../../auth/signed-in';
import { AppError } from '../../errors/app-error';
import { pathParams, textPath, uuidPath } from '../../http/path-params';
import { wholeNumberParam } from '../../http/paging';
import { MAX_FLOW_VERSION } from '../load-flows';
import { versionChanges } from '../../../flows/studio/version-changes';
import { answerSetCounts } from './answer-sets';
import { reviewDraft, type DraftReview } from './draft-review';
import { answerSetsBefore, dryRun } from './dry-run';
import { findDryRun } from './dry-runs-repository';
import { startDryRun } from './flow-dry-run-job';
import { findFlowDraft, keepFlowDraft } from './flow-drafts-repository';
import { insertPublishedVersion, listFlowVersions } from './flow-versions-repository';
import { qaFixtures } from './qa-fixtures';
import {
  draftCheckWireSchema,
  dryRunProgressWireSchema,
  dryRunWireSchema,
  flowFixturesWireSchema,
  flowGraphWireSchema,
  flowListWireSchema,
  flowVersionWireSchema,
  publishedWireSchema,
  savedDraftWireSchema,
  type DraftCheckWire,
  type FlowVersionWire,
} from '../../../shared/wire/flow-studio-wire';
import { closedRecord } from '../../../shared/wire/schema-builders';
import { keysAreData, keysAreDataOrNull } from '../../../shared/wire/keys-are-data';

/** A dry run over more answer sets than this runs as a job with progress; a smaller one answers at once. */
const DRY_RUN_INLINE = 5_000;

const NO_SUCH_DRY_RUN = 'There is no such dry run; run it again from the studio.';

// A flow's id and a version are looked up in the flows served (a 404 naming the flow); a dry run's id is a uuid.
const flowParams = pathParams({ flowId: textPath });
const versionParams = pathParams({ flowId: textPath, version: textPath });
const dryRunParams = pathParams({ flowId: textPath, dryRunId: uuidPath(NO_SUCH_DRY_RUN) });

/** PUT /api/flows/{flowId}/draft/: the draft as typed, kept whatever its state (null forgets it). */
const savedDraftBody = closedRecord({ flow: keysAreDataOrNull('A flow document as typed; checked when it is published.') });

const draftBody = closedRecord({ flow: keysAreData('A flow document: checked against the flow meta-schema, which refuses unknown fields.') });

/** The 400 for a draft with problems: the problems themselves beside the detail, for the studio to show by step. */
function draftProblems(problems: DraftReview['problems']): AppError {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return AppError.withData(400, `This version has ${count}; fix ${problems.length === 1 ? 'it' : 'them'} and publish again.`, { problems });
}

/**
 * The flow studio's API (issue 26 item 2), staff only: the flows with their versions, a version's map, a draft's
 * problems, what publishing a draft would do to saved answers, and publishing it.
 */
export async function flowStudioRoutes(app: ApiServer): Promise<void> {
  everyRouteSignedIn(app, ['staff']);
  const { db, flows } = app.ctx;

  const currentOr404 = (flowId: string): Flow => {
    const flow = flows.latest(flowId);
    if (!flow) throw AppError.detail(404, `There is no question flow "${flowId}".`);
    return flow;
  };
  const publishedFirst = (flowId: string, version: number) =>
    AppError.detail(409, `Version ${version} of "${flowId}" was published a moment ago by someone else; reload the flow and make the draft from it.`);
  const versionOr404 = (flowId: string, version: string): Flow => {
    currentOr404(flowId);
    const number = wholeNumberParam(version, 1, MAX_FLOW_VERSION);
    const flow = number === undefined ? undefined : flows.get(flowId, number);
    if (!flow) throw AppError.detail(404, `Question flow "${flowId}" has no version ${version}.`);
    return flow;
  };

  app.get('/api/flows/', { schema: { response: { 200: flowListWireSchema } } }, async () => {
    const rows = await listFlowVersions(db);
    const counts = await answerSetCounts(db);
    const ids = [...new Set(rows.map((row) => row.flowId))].filter((id) => flows.latest(id) !== undefined);
    return ids.map((id) => {
      const served = rows.filter((row) => row.flowId === id && flows.get(id, row.version) !== undefined);
      return {
        flow_id: id,
        current_version: flows.latest(id)!.version,
        title: flows.latest(id)!.title,
        versions: served.map((row, index) => {
          const before = index > 0 ? flows.get(id, served[index - 1]!.version) : undefined;
          return {
            version: row.version,
            published_at: row.publishedAt.toISOString(),
            migrated_at: row.migratedAt?.toISOString() ?? null,
            answer_sets: counts.filter((count) => count.flowId === id && count.version === row.version).reduce((sum, count) => sum + count.answerSets, 0),
            published_by: row.publisher,
            changes: before ? versionChanges(before, flows.get(id, row.version)!) : [],
          };
        }),
      };
    });
  });

  app.get('/api/flows/:flowId/versions/:version/', { schema: { params: versionParams, response: { 200: flowVersionWireSchema } } }, async (request) => {
    const flow = versionOr404(request.params.flowId, request.params.version);
    // Every served version is shelved with the document it was loaded from.
    const document: FlowDocument | undefined = flows.document(flow.id, flow.version);
    if (!document) throw AppError.detail(404, `Question flow "${flow.id}" has no version ${flow.version}.`);
    // Spread: the schema's open object takes any fields, which the FlowDocument interface does not say of itself.
    return { flow_id: flow.id, version: flow.version, document: { ...document } } satisfies FlowVersionWire;
  });

  app.get('/api/flows/:flowId/versions/:version/graph/', { schema: { params: versionParams, response: { 200: flowGraphWireSchema } } }, async (request) =>
    flowGraph(versionOr404(request.params.flowId, request.params.version)),
  );

  // QA's replay fixtures of the flow, for the map to highlight the path each one's answers take.
  app.get('/api/flows/:flowId/fixtures/', { schema: { params: flowParams, response: { 200: flowFixturesWireSchema } } }, async (request) =>
    qaFixtures(currentOr404(request.params.flowId).id),
  );

  app.post(
    '/api/flows/:flowId/drafts/',
    { schema: { params: flowParams, body: draftBody, response: { 200: draftCheckWireSchema } } },
    async (request): Promise<DraftCheckWire> => {
      const review = await reviewDraft(app, currentOr404(request.params.flowId), request.body.flow);
      // The draft as it would be served (every $ref resolved) too, so the studio previews its steps as people see them.
      return { problems: review.problems, graph: review.graph, flow: review.flow };
    },
  );

  app.post(
    '/api/flows/:flowId/drafts/dry-run/',
    { schema: { params: flowParams, body: draftBody, response: { 200: dryRunWireSchema, 202: dryRunProgressWireSchema } } },
    async (request, reply) => {
      const current = currentOr404(request.params.flowId);
      const review = await reviewDraft(app, current, request.body.flow);
      if (!review.flow || review.problems.length > 0) throw draftProblems(review.problems);
      const total = await answerSetsBefore(db, current.id, review.flow.version);
      // A dry run over many answer sets runs as a job, so the staff member sees its progress and no request waits minutes.
      if (total <= DRY_RUN_INLINE) return dryRun(app.ctx, review.flow);
      const id = await startDryRun(app.ctx, current.id, authOf(request).user.id, request.body.flow, total);
      return reply.code(202).send({ dry_run_id: id, done: 0, total, result: null, error: null });
    },
  );

  app.get('/api/flows/:flowId/dry-runs/:dryRunId/', { schema: { params: dryRunParams, response: { 200: dryRunProgressWireSchema } } }, async (request) => {
    const { flowId, dryRunId } = request.params;
    const run = await findDryRun(db, flowId, dryRunId, authOf(request).user.id);
    if (!run) throw AppError.detail(404, NO_SUCH_DRY_RUN);
    return run;
  });

  app.get('/api/flows/:flowId/draft/', { schema: { params: flowParams, response: { 200: savedDraftWireSchema } } }, async (request) => {
    const flow = currentOr404(request.params.flowId);
    const draft = await findFlowDraft(db, flow.id, authOf(request).user.id);
    return { flow: draft?.document ?? null, updated_at: draft?.updatedAt.toISOString() ?? null };
  });

  app.put('/api/flows/:flowId/draft/', { schema: { params: flowParams, body: savedDraftBody, response: { 200: savedDraftWireSchema } } }, async (request) => {
    const flow = currentOr404(request.params.flowId);
    const draft = await keepFlowDraft(db, flow.id, authOf(request).user.id, request.body.flow, app.ctx.clock.now());
    return { flow: draft?.document ?? null, updated_at: draft?.updatedAt.toISOString() ?? null };
  });

  app.post(
    '/api/flows/:flowId/versions/',
    { schema: { params: flowParams, body: draftBody, response: { 201: publishedWireSchema } } },
    async (request, reply) => {
      const current = currentOr404(request.params.flowId);
      const asked = (request.body.flow as { version?: unknown }).version;
      // Two staff publishing the same number: the one who came second is told so, rather than shown the draft's problems.
      if (typeof asked === 'number' && Number.isInteger(asked) && asked > 1 && asked <= current.version) throw publishedFirst(current.id, asked);
      const review = await reviewDraft(app, current, request.body.flow);
      if (!review.flow || review.problems.length > 0) throw draftProblems(review.problems);
      const flow = review.flow;
      const waiting = await answerSetsBefore(db, flow.id, flow.version);
      const published = await insertPublishedVersion(db, {
        flowId: flow.id,
        version: flow.version,
        document: request.body.flow as unknown as FlowDocument,
        publishedBy: authOf(request).user.id,
        waiting,
        now: app.ctx.clock.now(),
      });
      if (!published) throw publishedFirst(flow.id, flow.version);
      await flows.refresh();
      // The publisher's own draft of this flow is done with.
      await keepFlowDraft(db, flow.id, authOf(request).user.id, null, app.ctx.clock.now());
      const answer: FromSchema<typeof publishedWireSchema> = {
        flow_id: flow.id,
        version: flow.version,
        published_at: published.publishedAt.toISOString(),
        migration: waiting > 0 ? { from_version: current.version, answer_sets: waiting } : null,
      };
      return reply.code(201).send(answer);
    },
  );
}
