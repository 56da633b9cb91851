import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';

/**
 * One call to the server at a time from a form or button: `pending` while it runs (for the button's spinner), and
 * then the `failure` to show, the server's own message or the general one when no answer came.
 */
export function usePendingCall() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(call: () => Promise<void>): Promise<void> {
    setPending(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  }

  return { pending, failure, setFailure, run };
}
