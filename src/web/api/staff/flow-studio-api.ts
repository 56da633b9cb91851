import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { Flow, FlowDocument } from '../../../flows';
import type { FlowGraph, FlowProblem } from '../../../flows/studio/flow-graph';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

export type { FlowGraph, FlowProblem };

export interface FlowVersionSummary {
  version: number;
  publishedAt: string;
  migratedAt: string | null;
  answerSets: number;
}

export interface FlowSummary {
  flowId: string;
  title: string;
  currentVersion: number;
  versions: FlowVersionSummary[];
}

export interface DraftCheck {
  problems: FlowProblem[];
  graph: FlowGraph | null;
  /** The draft as it would be served; null when it does not load. */
  flow: Flow | null;
}

export interface DryRun {
  answer_sets: number;
  changed: number;
  invalid: { user_id: number; step: string; field: string; message: string }[];
}

/** GET /api/flows/: every flow with its versions and the answer sets on each. */
export function useFlowList(): SWRResponse<FlowSummary[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<FlowSummary[], ApiError>(owner !== null ? ['/api/flows/', owner] : null, () =>
    apiRequest<FlowSummary[]>('/api/flows/', { module: 'flow-studio' }),
  );
}

/** A published version as written, the graph of it, keys as the file has them. */
export function useFlowVersion(flowId: string, version: number | undefined): SWRResponse<{ document: FlowDocument; graph: FlowGraph }, ApiError> {
  const owner = sessionOwner(useSession());
  const base = `/api/flows/${encodeURIComponent(flowId)}/versions/${version}/`;
  return useSWR(owner !== null && version !== undefined ? [base, owner] : null, async () => {
    const [{ document }, graph] = await Promise.all([
      apiRequest<{ document: FlowDocument }>(base, { module: 'flow-studio', keepAnswerKeys: true }),
      apiRequest<FlowGraph>(`${base}graph/`, { module: 'flow-studio', keepAnswerKeys: true }),
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

/** POST /api/flows/{flowId}/drafts/dry-run/: what publishing the draft would do to saved answers. */
export function dryRunDraft(flowId: string, flow: unknown): Promise<DryRun> {
  const call = draftCall(flowId, 'drafts/dry-run/', flow);
  return apiRequest<DryRun>(call.url, call.options);
}

/** POST /api/flows/{flowId}/versions/: publishes the draft as the flow's next version. */
export interface Published {
  version: number;
  /** The earlier version whose answers are being carried to this one, and how many; null when none are. */
  migration: { fromVersion: number; answerSets: number } | null;
}

export function publishDraft(flowId: string, flow: unknown): Promise<Published> {
  const call = draftCall(flowId, 'versions/', flow);
  // The answer's keys are the API's own (snake_case): read in camelCase, unlike the draft calls.
  return apiRequest<Published>(call.url, { ...call.options, keepAnswerKeys: false });
}
