import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { Answers } from '../../../flows';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';

/** The signed-in person's answers to a flow, with the version they were given under. */
export interface MyAnswers {
  flow: string;
  version: number;
  answers: Answers;
  completedSections: string[];
  updatedAt: string | null;
}

export function myAnswersPath(flowId: string): string {
  return `/api/my-answers/${flowId}/`;
}

/** GET /api/my-answers/{flowId}/. */
export function getMyAnswers(flowId: string): Promise<MyAnswers> {
  return apiRequest<MyAnswers>(myAnswersPath(flowId), { module: 'my-answers' });
}

export function myAnswersKey(flowId: string, owner: string): [string, string] {
  return [myAnswersPath(flowId), owner];
}

export function useMyAnswers(flowId: string): SWRResponse<MyAnswers, ApiError> {
  const owner = sessionOwner(useSession());
  // Answers change only through this person's saves, which update the cache themselves.
  return useSWR<MyAnswers, ApiError>(owner === null ? null : myAnswersKey(flowId, owner), () => getMyAnswers(flowId), { revalidateOnFocus: false });
}
