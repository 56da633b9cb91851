import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type {
  DraftCheck,
  DryRunProgressWire,
  DryRunWire,
  FlowGraphWire,
  FlowSummary,
  FlowVersion,
  Published,
  SavedDraftWire,
} from '../../../shared/wire/flow-studio-wire';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/*
 * Every answer here is read in camelCase like any other; the flow documents inside them (`document`, `flow`) keep
 * their keys, because the wire schemas mark them `keysAreData` (shared/wire/keys-are-data.ts).
 */

/** A flow's map and its problems: the wire contract's types. */
export type FlowGraph = FlowGraphWire;
export type { FlowProblem } from '../../../shared/wire/flow-studio-wire';

/** A flow of the list with its versions: the wire contract's type. */
export type { FlowSummary } from '../../../shared/wire/flow-studio-wire';

/** A draft's check (the served flow's keys are the flow file's own): the wire contract's type. */
export type { DraftCheck } from '../../../shared/wire/flow-studio-wire';

/** A dry run: the wire contract's type. */
export type DryRun = DryRunWire;

/** The published version: the wire contract's type. */
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

/** A published version as written (its document's keys as the file has them), and the graph of it. */
export function useFlowVersion(flowId: string, version: number | undefined): SWRResponse<{ document: FlowVersion['document']; graph: FlowGraph }, ApiError> {
  const owner = sessionOwner(useSession());
  const base = `/api/flows/${encodeURIComponent(flowId)}/versions/${version}/`;
  return useSWR(owner !== null && version !== undefined ? [base, owner] : null, async () => {
    const [{ document }, graph] = await Promise.all([
      apiRequest<FlowVersion>(base, { module: 'flow-studio' }),
      apiRequest<FlowGraph>(`${base}graph/`, { module: 'flow-studio' }),
    ]);
    return { document, graph };
  });
}

const draftCall = (flowId: string, path: string, flow: unknown) => ({
  url: `/api/flows/${encodeURIComponent(flowId)}/${path}`,
  options: { method: 'POST' as const, body: { flow }, module: 'flow-studio' },
});

/** POST /api/flows/{flowId}/drafts/: the draft's problems and map. */
export function checkDraft(flowId: string, flow: unknown, signal?: AbortSignal): Promise<DraftCheck> {
  const call = draftCall(flowId, 'drafts/', flow);
  return apiRequest<DraftCheck>(call.url, { ...call.options, signal });
}

type DryRunProgress = DryRunProgressWire;

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
  while ('dryRunId' in answer) {
    if (answer.error !== null) throw new Error(answer.error);
    if (answer.result !== null) return answer.result;
    onProgress(answer.done, answer.total);
    await new Promise((resolve) => setTimeout(resolve, DRY_RUN_POLL_MS));
    signal?.throwIfAborted();
    answer = await apiRequest<DryRunProgress>(`/api/flows/${encodeURIComponent(flowId)}/dry-runs/${encodeURIComponent(answer.dryRunId)}/`, {
      module: 'flow-studio',
      signal,
    });
  }
  return answer;
}

/** The staff member's own draft of a flow as the server keeps it; `flow` null when none is saved. */
export type SavedDraft = SavedDraftWire;

const draftPath = (flowId: string) => `/api/flows/${encodeURIComponent(flowId)}/draft/`;

/** GET /api/flows/{flowId}/draft/. */
export function getSavedDraft(flowId: string, signal?: AbortSignal): Promise<SavedDraft> {
  return apiRequest<SavedDraft>(draftPath(flowId), { module: 'flow-studio', signal });
}

/** PUT /api/flows/{flowId}/draft/ `{flow}`: keeps the draft as typed (null forgets it, e.g. once published). */
export function saveDraft(flowId: string, flow: unknown, signal?: AbortSignal): Promise<SavedDraft> {
  return apiRequest<SavedDraft>(draftPath(flowId), { method: 'PUT', body: { flow }, module: 'flow-studio', signal });
}

/** POST /api/flows/{flowId}/versions/: publishes the draft as the flow's next version. */
export function publishDraft(flowId: string, flow: unknown): Promise<Published> {
  const call = draftCall(flowId, 'versions/', flow);
  return apiRequest<Published>(call.url, call.options);
}

/** GET /api/flows/{flowId}/versions/{version}/: a published version's document as written, e.g. to bring it back. */
export async function getVersionDocument(flowId: string, version: number): Promise<FlowVersion['document']> {
  const answer = await apiRequest<FlowVersion>(`/api/flows/${encodeURIComponent(flowId)}/versions/${version}/`, { module: 'flow-studio' });
  return answer.document;
}
