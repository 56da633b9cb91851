import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { getSavedDraft, saveDraft } from '../../api/staff/flow-studio-api';
import type { FlowDocument } from '../../../flows';
import { parseDraft } from './draft-edits';

/** Long enough that a typed word is one save, short enough that a reload right after typing loses nothing. */
const SAVE_DELAY_MS = 800;

export type SaveStatus = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'failed'; message: string };

export type SavedDraftLoad = { state: 'loading' } | { state: 'loaded'; flow: FlowDocument | null; updatedAt: string | null; failure: string | null };

const reason = (error: unknown) => (isApiError(error) || error instanceof Error ? error.message : 'the server did not answer');

/** The staff member's draft of the flow as the server kept it, read once per flow (a failure reads as no draft, said in words). */
export function useSavedDraftLoad(flowId: string): SavedDraftLoad {
  const [load, setLoad] = useState<{ flowId: string; load: SavedDraftLoad } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getSavedDraft(flowId, controller.signal).then(
      (saved) => setLoad({ flowId, load: { state: 'loaded', flow: (saved.flow as FlowDocument | null) ?? null, updatedAt: saved.updatedAt, failure: null } }),
      (error: unknown) => !controller.signal.aborted && setLoad({ flowId, load: { state: 'loaded', flow: null, updatedAt: null, failure: reason(error) } }),
    );
    return () => controller.abort();
  }, [flowId]);
  return load?.flowId === flowId ? load.load : { state: 'loading' };
}

interface DraftSaving {
  status: SaveStatus;
  /** Edits not yet on the server: leaving asks first. */
  unsaved: boolean;
  /** Forgets the server's draft (published or discarded); `shown` is what the page shows meanwhile, counted as saved. */
  forget: (shown: string | null) => Promise<void>;
}

/**
 * Keeps the draft on the server as staff type: `SAVE_DELAY_MS` after the last change the text is saved (the
 * published version's own text, `baseline`, saves as no draft). `start` is the text the server holds as the page opens.
 */
export function useDraftSaving(flowId: string, text: string | null, baseline: string | null, start: string | null): DraftSaving {
  // What the server holds since `start` (the last save), and how the last save went.
  const [since, setSince] = useState<{ start: string | null; text: string | null; at: Date | null }>({ start, text: start, at: null });
  const [failure, setFailure] = useState<{ text: string; message: string } | null>(null);
  const onServer = since.start === start ? since.text : start;
  const pending = text !== null && onServer !== null && text !== onServer;
  const document = pending ? parseDraft(text) : null;

  useEffect(() => {
    if (!pending || !document) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      saveDraft(flowId, text === baseline ? null : document, controller.signal).then(
        () => setSince({ start, text, at: new Date() }),
        (error: unknown) => !controller.signal.aborted && setFailure({ text, message: reason(error) }),
      );
    }, SAVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `document` is parsed from `text`: the text alone says when to save again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flowId, text, baseline, start, pending]);

  const forget = useCallback(
    async (shown: string | null) => {
      await saveDraft(flowId, null);
      setSince({ start, text: shown, at: null });
    },
    [flowId, start],
  );
  const status: SaveStatus = !pending
    ? since.at && since.start === start
      ? { state: 'saved', at: since.at }
      : { state: 'idle' }
    : !document
      ? { state: 'failed', message: 'the JSON has a mistake; fix it in the JSON tab' }
      : failure?.text === text
        ? { state: 'failed', message: failure.message }
        : { state: 'saving' };
  return { status, unsaved: pending, forget };
}
