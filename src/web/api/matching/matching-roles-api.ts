import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { statusKeysRestored } from './status-keys';

/** A role staff match for, with its matches counted per status (GET /api/matching/roles/). */
export interface MatchingRoleSummary {
  uuid: string;
  title: string;
  status: string;
  employerId: number;
  employerName: string;
  publishedAt: string | null;
  /** Live (not archived) matches per status value (snake_case status words, as in src/shared/match-statuses.ts). */
  counts: Record<string, number>;
  /** Live matches. */
  total: number;
  /** Matches that have ended (archived); 0 from a server that does not say. */
  archived: number;
  lastMatchAt: string | null;
}

export const MATCHING_ROLES_PATH = '/api/matching/roles/';

/** GET /api/matching/roles/ (staff): open roles and any role with a match, open ones first. */
export async function getMatchingRoles(): Promise<MatchingRoleSummary[]> {
  const answer = await apiRequest<{ results?: unknown }>(MATCHING_ROLES_PATH, { module: 'matching-roles' });
  const results = Array.isArray(answer.results) ? (answer.results as MatchingRoleSummary[]) : [];
  return results.map((summary) => ({ ...summary, counts: statusKeysRestored(summary.counts), archived: Number(summary.archived) || 0 }));
}

/** The roles with their match counts; no call without a session. */
export function useMatchingRoles(): SWRResponse<MatchingRoleSummary[], ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<MatchingRoleSummary[], ApiError>(owner !== null ? [MATCHING_ROLES_PATH, owner] : null, getMatchingRoles);
}
