import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { AnswersByFlow } from '../../../generated/flows';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { MyAnswersFields } from '../../../shared/wire/my-answers-wire';

/** The flows a person answers for themselves (GET /api/my-answers/{flowId}/). */
type OwnFlow = keyof AnswersByFlow;

/**
 * The signed-in person's answers to a flow, with the version they were given under: the wire contract's fields,
 * with the flow and its answers typed by the generated flow types.
 */
export type MyAnswers<F extends OwnFlow = OwnFlow> = Omit<MyAnswersFields, 'flow' | 'answers'> & { flow: F; answers: AnswersByFlow[F] };

export function myAnswersPath(flowId: OwnFlow): string {
  return `/api/my-answers/${flowId}/`;
}

/** GET /api/my-answers/{flowId}/. */
export function getMyAnswers<F extends OwnFlow>(flowId: F): Promise<MyAnswers<F>> {
  return apiRequest<MyAnswers<F>>(myAnswersPath(flowId), { module: 'my-answers' });
}

export function myAnswersKey(flowId: OwnFlow, owner: string): [string, string] {
  return [myAnswersPath(flowId), owner];
}

export function useMyAnswers<F extends OwnFlow>(flowId: F): SWRResponse<MyAnswers<F>, ApiError> {
  const owner = sessionOwner(useSession());
  // Answers change only through this person's saves, which update the cache themselves.
  return useSWR<MyAnswers<F>, ApiError>(owner === null ? null : myAnswersKey(flowId, owner), () => getMyAnswers(flowId), { revalidateOnFocus: false });
}
