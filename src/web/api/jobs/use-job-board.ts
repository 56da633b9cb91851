import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** A job-board item (spec 000 §3). */
export interface JobBoardItem {
  title: string;
  company: string;
  location: string | null;
  jobType: string | null;
  /** ISO timestamp. */
  datePosted: string;
  description: string | null;
  url: string;
  /** The job seeker passes every hard filter of the role; such roles come first. Absent from older servers. */
  suitsYou?: boolean;
}

const JOB_BOARD_PATH = '/api/trulyhired/jobs';

/** GET /api/trulyhired/jobs: the listings of the job-board widget. */
export async function getJobBoard(): Promise<JobBoardItem[]> {
  const answer = await apiRequest<{ results?: unknown }>(JOB_BOARD_PATH, { module: 'job-board' });
  return Array.isArray(answer.results) ? (answer.results as JobBoardItem[]) : [];
}

export function useJobBoard(): SWRResponse<JobBoardItem[], ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers (and a token refresh keeps them).
  const owner = sessionOwner(useSession());
  return useSWR<JobBoardItem[], ApiError>(owner !== null ? [JOB_BOARD_PATH, owner] : null, getJobBoard);
}
