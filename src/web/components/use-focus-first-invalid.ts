import type { RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submission, moves focus to the first invalid field inside the returned ref's element, so a
 * keyboard or screen-reader user lands on the message instead of searching for it. The focus waits for the
 * render that shows the messages; typing that clears a message never moves focus.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return [ref, focusFirstInvalid];
}
