import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { JobBoardItem } from '../../../shared/wire/job-board-wire';

/** A job-board item (spec 000 §3): the wire contract's type. */
export type { JobBoardItem } from '../../../shared/wire/job-board-wire';

const JOB_BOARD_PATH = '/api/trulyhired/jobs';

/** GET /api/trulyhired/jobs: the listings of the job-board widget. */
export async function getJobBoard(): Promise<JobBoardItem[]> {
  const answer = await apiRequest<{ results?: unknown }>(JOB_BOARD_PATH, { module: 'job-board' });
  return Array.isArray(answer.results) ? (answer.results as JobBoardItem[]) : [];
}

export function jobBoardKey(owner: string): [string, string] {
  return [JOB_BOARD_PATH, owner];
}

export function useJobBoard(): SWRResponse<JobBoardItem[], ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<JobBoardItem[], ApiError>(owner !== null ? jobBoardKey(owner) : null, getJobBoard);
}
