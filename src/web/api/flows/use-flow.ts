import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { Flow } from '../../../flows';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

export function flowPath(flowId: string, version?: number): string {
  return version === undefined ? `/api/flows/${flowId}/` : `/api/flows/${flowId}/?version=${version}`;
}

/**
 * GET /api/flows/{flowId}/: the question flow as the server loaded it from its JSON file, in `flow`. Option codes and
 * field names are keys in a flow file; its schema marks `flow` keysAreData, so they reach the engine exactly as written.
 */
export async function getFlow(flowId: string, version?: number): Promise<Flow> {
  const { flow } = await apiRequest<{ flow: Flow }>(flowPath(flowId, version), { module: 'flows' });
  return flow;
}

/**
 * A flow version (`latest` for answers not yet given under any; undefined while that is not known yet). The file
 * does not change while the server runs, so it is fetched once per session.
 */
export function useFlow(flowId: string, version: number | 'latest' | undefined): SWRResponse<Flow, ApiError> {
  const owner = sessionOwner(useSession());
  const wanted = version === 'latest' ? undefined : version;
  return useSWR<Flow, ApiError>(owner !== null && version !== undefined ? [flowPath(flowId, wanted), owner] : null, () => getFlow(flowId, wanted), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
