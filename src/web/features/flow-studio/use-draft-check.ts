import { useEffect, useState } from 'react';
import { checkDraft, type DraftCheck } from '../../api/staff/flow-studio-api';
import { parseDraft } from './draft-edits';

/** A pause in typing before the server checks the draft. */
const CHECK_DELAY_MS = 500;

interface DraftCheckState {
  /** The last check that came back; it stays (for the map and the problems) while the JSON is broken. */
  checked: DraftCheck | null;
  /** Why the check of the text now in the editor failed; null when it did not. */
  failure: string | null;
  /**
   * Whether `checked` is the check of the text now in the editor. Publishing waits for it: a check of an earlier
   * text, or one that failed since, says nothing about what would go live.
   */
  upToDate: boolean;
}

/** The server's check of the draft as staff type (problems, map, the draft as served). */
export function useDraftCheck(flowId: string, text: string | null): DraftCheckState {
  const [result, setResult] = useState<{ checked: DraftCheck; text: string } | null>(null);
  const [failure, setFailure] = useState<{ message: string; text: string } | null>(null);
  useEffect(() => {
    if (text === null) return;
    const document = parseDraft(text);
    if (!document) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDraft(flowId, document, controller.signal).then(
        (checked) => {
          setResult({ checked, text });
          setFailure(null);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setFailure({ message: error instanceof Error ? error.message : 'the server did not answer', text });
        },
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [flowId, text]);
  const failed = failure !== null && failure.text === text;
  return {
    checked: result?.checked ?? null,
    failure: failed ? failure.message : null,
    upToDate: result !== null && result.text === text && !failed,
  };
}
