import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import type { MessageAudience } from '../../../shared/message-visibility';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { Message, Thread, ThreadSummary } from '../../../shared/wire/messages-wire';

/** A conversation, its messages and the caller's list of them, keys in camelCase: the wire contract's types. */
export type { Message, Thread, ThreadSummary } from '../../../shared/wire/messages-wire';

export const THREADS_PATH = '/api/messages/threads/';
/** How often the open conversation and the list look for new messages. */
export const MESSAGES_REFRESH_MS = 15_000;

export const threadPath = (id: number) => `${THREADS_PATH}${id}/`;

export async function listThreads(): Promise<ThreadSummary[]> {
  const answer = await apiRequest<{ results?: ThreadSummary[] }>(THREADS_PATH, { module: 'message-threads' });
  return Array.isArray(answer.results) ? answer.results : [];
}

export function getThread(id: number): Promise<Thread> {
  return apiRequest<Thread>(threadPath(id), { module: 'message-thread' });
}

export function getMatchThread(matchId: number): Promise<Thread> {
  return apiRequest<Thread>(`/api/matches/${matchId}/thread/`, { module: 'match-thread' });
}

export function sendMessage(threadId: number, body: string, visibility: MessageAudience[]): Promise<Message> {
  return apiRequest<Message>(`${threadPath(threadId)}messages/`, { method: 'POST', body: { body, visibility }, module: 'send-message' });
}

export async function markThreadRead(threadId: number): Promise<void> {
  await apiRequest<unknown>(`${threadPath(threadId)}read/`, { method: 'POST', body: {}, module: 'mark-thread-read' });
}

export function openPersonThread(person: number): Promise<Thread> {
  return apiRequest<Thread>(THREADS_PATH, { method: 'POST', body: { person }, module: 'open-thread' });
}

export function useThreads(): SWRResponse<ThreadSummary[], ApiError> {
  // Keyed by whose session it is, so another sign-in never sees these answers.
  const owner = sessionOwner(useSession());
  return useSWR<ThreadSummary[], ApiError>(owner !== null ? [THREADS_PATH, owner] : null, listThreads, { refreshInterval: MESSAGES_REFRESH_MS });
}

export function useThread(id: number | null): SWRResponse<Thread, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<Thread, ApiError>(owner !== null && id !== null ? [threadPath(id), owner] : null, () => getThread(id!), {
    refreshInterval: MESSAGES_REFRESH_MS,
  });
}
