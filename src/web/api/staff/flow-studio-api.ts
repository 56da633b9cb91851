import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type {
  DraftCheckWire,
  FlowSummary,
  FlowVersionWire,
  Published,
  dryRunProgressWireSchema,
  dryRunWireSchema,
  flowGraphWireSchema,
  savedDraftWireSchema,
} from '../../../shared/wire/flow-studio-wire';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { FromSchema } from 'json-schema-to-ts';

/** A flow's map and its problems: the wire contract's types (their keys are single words, the same in either case). */
export type FlowGraph = FromSchema<typeof flowGraphWireSchema>;
export type { FlowProblemWire as FlowProblem } from '../../../shared/wire/flow-studio-wire';

/** A flow of the list with its versions: the wire contract's type. */
export type { FlowSummary } from '../../../shared/wire/flow-studio-wire';

/** A draft's check, read with the keys as sent (the served flow's keys are the flow file's own): the wire contract's type. */
export type DraftCheck = DraftCheckWire;

/** A dry run, read with the keys as sent: the wire contract's type. */
export type DryRun = FromSchema<typeof dryRunWireSchema>;

/** The published version (keys in camelCase): the wire contract's type. */
export type { Published } from '../../../shared/wire/flow-studio-wire';

/** While answers are being carried to a version, the list is read again this often, so "being carried over" ends on its own. */
const MOVING_REFRESH_MS = 2_000;

const moving = (flows: FlowSummary[] | undefined) => flows?.some((flow) => flow.versions.some((version) => version.migratedAt === null)) ?? false;

/** GET /api/flows/: every flow with its versions and the answer sets on each. */
export function useFlowList(): SWRResponse<FlowSummary[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<FlowSummary[], ApiError>(
    owner !== null ? ['/api/flows/', owner] : null,
    () => apiRequest<FlowSummary[]>('/api/flows/', { module: 'flow-studio' }),
    {
      refreshInterval: (latest) => (moving(latest) ? MOVING_REFRESH_MS : 0),
    },
  );
}

/** A published version as written, the graph of it, keys as the file has them. */
export function useFlowVersion(
  flowId: string,
  version: number | undefined,
): SWRResponse<{ document: FlowVersionWire['document']; graph: FromSchema<typeof flowGraphWireSchema> }, ApiError> {
  const owner = sessionOwner(useSession());
  const base = `/api/flows/${encodeURIComponent(flowId)}/versions/${version}/`;
  return useSWR(owner !== null && version !== undefined ? [base, owner] : null, async () => {
    const [{ document }, graph] = await Promise.all([
      apiRequest<FlowVersionWire>(base, { module: 'flow-studio', keepAnswerKeys: true }),
      apiRequest<FromSchema<typeof flowGraphWireSchema>>(`${base}graph/`, { module: 'flow-studio', keepAnswerKeys: true }),
    ]);
    return { document, graph };
  });
}

const draftCall = (flowId: string, path: string, flow: unknown) => ({
  url: `/api/flows/${encodeURIComponent(flowId)}/${path}`,
  options: { method: 'POST' as const, body: { flow }, module: 'flow-studio', keepAnswerKeys: true, keepBodyKeys: true },
});

/** POST /api/flows/{flowId}/drafts/: the draft's problems and map. */
export function checkDraft(flowId: string, flow: unknown, signal?: AbortSignal): Promise<DraftCheck> {
  const call = draftCall(flowId, 'drafts/', flow);
  return apiRequest<DraftCheck>(call.url, { ...call.options, signal });
}

type DryRunProgress = FromSchema<typeof dryRunProgressWireSchema>;

/** How often a long dry run is asked how far it is. */
const DRY_RUN_POLL_MS = 500;

/**
 * POST /api/flows/{flowId}/drafts/dry-run/: what publishing the draft would do to saved answers. A small flow
 * answers at once; a large one answers 202 and runs as a job, polled here with `onProgress(done, total)`.
 */
export async function dryRunDraft(
  flowId: string,
  flow: unknown,
  onProgress: (done: number, total: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<DryRun> {
  const call = draftCall(flowId, 'drafts/dry-run/', flow);
  let answer = await apiRequest<DryRun | DryRunProgress>(call.url, { ...call.options, signal });
  while ('dry_run_id' in answer) {
    if (answer.error !== null) throw new Error(answer.error);
    if (answer.result !== null) return answer.result as DryRun;
    onProgress(answer.done, answer.total);
    await new Promise((resolve) => setTimeout(resolve, DRY_RUN_POLL_MS));
    signal?.throwIfAborted();
    answer = await apiRequest<DryRunProgress>(`/api/flows/${encodeURIComponent(flowId)}/dry-runs/${encodeURIComponent(answer.dry_run_id)}/`, {
      module: 'flow-studio',
      keepAnswerKeys: true,
      signal,
    });
  }
  return answer;
}

/** The staff member's own draft of a flow as the server keeps it; `flow` null when none is saved. */
export type SavedDraft = FromSchema<typeof savedDraftWireSchema>;

const draftPath = (flowId: string) => `/api/flows/${encodeURIComponent(flowId)}/draft/`;

/** GET /api/flows/{flowId}/draft/. */
export function getSavedDraft(flowId: string, signal?: AbortSignal): Promise<SavedDraft> {
  return apiRequest<SavedDraft>(draftPath(flowId), { module: 'flow-studio', keepAnswerKeys: true, signal });
}

/** PUT /api/flows/{flowId}/draft/ `{flow}`: keeps the draft as typed (null forgets it, e.g. once published). */
export function saveDraft(flowId: string, flow: unknown, signal?: AbortSignal): Promise<SavedDraft> {
  return apiRequest<SavedDraft>(draftPath(flowId), { method: 'PUT', body: { flow }, module: 'flow-studio', keepAnswerKeys: true, keepBodyKeys: true, signal });
}

/** POST /api/flows/{flowId}/versions/: publishes the draft as the flow's next version. */
export function publishDraft(flowId: string, flow: unknown): Promise<Published> {
  const call = draftCall(flowId, 'versions/', flow);
  // The answer's keys are the API's own (snake_case): read in camelCase, unlike the draft calls.
  return apiRequest<Published>(call.url, { ...call.options, keepAnswerKeys: false });
}

/** GET /api/flows/{flowId}/versions/{version}/: a published version's document as written, e.g. to bring it back. */
export async function getVersionDocument(flowId: string, version: number): Promise<FlowVersionWire['document']> {
  const answer = await apiRequest<FlowVersionWire>(`/api/flows/${encodeURIComponent(flowId)}/versions/${version}/`, {
    module: 'flow-studio',
    keepAnswerKeys: true,
  });
  return answer.document;
}
