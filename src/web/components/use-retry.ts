import { useState } from 'react';

/**
 * A count for an effect to depend on, and the retry that raises it: the effect runs again. `restart` puts the
 * screen back in its working state first.
 */
export function useRetry(restart: () => void): [attempt: number, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    restart();
    setAttempt((count) => count + 1);
  };
  return [attempt, retry];
}
