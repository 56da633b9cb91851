import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { Answers, Flow, Step } from '../../flows';
import type { ApiError } from '../api/api-error';
import type { OwnerParams } from './fill-path';
import { announceRecordSaves } from './record-save-toasts';
import { saveStep } from './save-step';

/**
 * Whose answers a flow screen edits and where they come from: the job seeker's own answers, an organisation, a
 * role. The body is the owner's GET answer (camelCase); every `answers` save target answers the same body.
 */
export interface AnswersOwner<Body> {
  /** The SWR key of the owner's body; null while it cannot be loaded (no session yet). */
  key: readonly unknown[] | null;
  load: () => Promise<Body>;
  /** The placeholders of the flow's paths: `{userId}`, `{employerId}`, `{uuid}`… */
  params: OwnerParams | null;
  /** The flow version the owner's answers were given under; undefined before the first answer. */
  versionOf: (body: Body) => number | undefined;
  /** Whether a save's answer is the owner's whole body (and so can replace the cached one). */
  isOwnerBody: (body: unknown) => body is Body;
  /** Told of the owner's body after each save, for other caches that show parts of it. */
  onSaved?: (body: Body) => void;
}

export interface OwnerAnswersState<Body> {
  state: SWRResponse<Body, ApiError>;
  /** Saves one step where the flow says, then puts the answer in the cache: no refetch unless records changed. */
  save: (flow: Flow, step: Step, fields: string[], stored: Answers, edited: Answers) => Promise<void>;
}

export function useOwnerAnswers<Body>(owner: AnswersOwner<Body>): OwnerAnswersState<Body> {
  // The owner's body changes only through this screen's saves, which update the cache themselves.
  const state = useSWR<Body, ApiError>(owner.key, owner.load, { revalidateOnFocus: false });
  const { mutate } = state;
  const { params, isOwnerBody, onSaved } = owner;
  const save = useCallback(
    async (flow: Flow, step: Step, fields: string[], stored: Answers, edited: Answers) => {
      if (!params) throw new Error('The owner of these answers is not known yet');
      let outcome: Awaited<ReturnType<typeof saveStep>>;
      try {
        outcome = await saveStep(flow, step, fields, stored, edited, params);
      } catch (error) {
        // A save refused partway may have stored some records already: the step goes on from what the server
        // holds, so the next Continue does not send them again (and get refused as duplicates).
        if (step.questions.some((field) => flow.saveTargets[flow.questions[field]!.saveTo]?.kind !== 'answers')) await mutate().catch(() => undefined);
        throw error;
      }
      announceRecordSaves(outcome);
      const bodies = [...outcome.bodies.values()].filter(isOwnerBody);
      let latest: Body | undefined = bodies.at(-1);
      // Records, cities, or a resource that answers something else (the user): only a fresh read shows them.
      if (outcome.changedElsewhere || bodies.length < outcome.bodies.size) latest = await mutate();
      else if (latest !== undefined) await mutate(latest, { revalidate: false });
      if (latest !== undefined) onSaved?.(latest);
    },
    [params, isOwnerBody, onSaved, mutate],
  );
  return { state, save };
}
