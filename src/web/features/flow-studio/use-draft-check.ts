import { useEffect, useState } from 'react';
import { checkDraft, type DraftCheck } from '../../api/staff/flow-studio-api';
import { parseDraft } from './draft-edits';

/** A pause in typing before the server checks the draft. */
const CHECK_DELAY_MS = 500;

/** The server's check of the draft as staff type (problems, map, the draft as served); the last one stays while the JSON is broken. */
export function useDraftCheck(flowId: string, text: string | null): { checked: DraftCheck | null; failure: string | null } {
  const [checked, setChecked] = useState<DraftCheck | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (text === null) return;
    const document = parseDraft(text);
    if (!document) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkDraft(flowId, document, controller.signal).then(
        (result) => {
          setChecked(result);
          setFailure(null);
        },
        (error: unknown) => !controller.signal.aborted && setFailure(error instanceof Error ? error.message : 'the server did not answer'),
      );
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [flowId, text]);
  return { checked, failure };
}
