import type { ReactNode } from 'react';
import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Parts waiting to be drawn, in the order they asked; one holds the turn until its commit. */
interface TurnQueue {
  /** Waits for a turn; `start` is called when it comes. Answers the call that gives the turn up or leaves the line. */
  take(start: () => void): () => void;
}

function createTurnQueue(): TurnQueue {
  const waiting: (() => void)[] = [];
  let holder: (() => void) | null = null;
  const advance = () => {
    holder = waiting.shift() ?? null;
    holder?.();
  };
  return {
    take(start) {
      waiting.push(start);
      if (holder === null) advance();
      return () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        if (holder === start) advance();
      };
    },
  };
}

const TurnQueueContext = createContext<TurnQueue | null>(null);

/**
 * Draws the `InTurn` parts inside it one after another, each as a transition committed on its own. React's commit
 * cannot be cut (it puts the nodes in the page and emotion writes each new style then), so a page drawn at once
 * holds a phone's main thread for one long task; drawn a part at a time, each commit is short and a tap is answered
 * in between. For parts below the first screen, which appear under what is drawn and move nothing.
 */
export function PartsInTurn({ children }: { children: ReactNode }) {
  const [queue] = useState(createTurnQueue);
  return <TurnQueueContext.Provider value={queue}>{children}</TurnQueueContext.Provider>;
}

/** A part drawn in its turn; outside a `PartsInTurn` it is drawn at once. */
export function InTurn({ children }: { children: ReactNode }) {
  const queue = useContext(TurnQueueContext);
  const [shown, setShown] = useState(queue === null);
  const [start] = useState(() => () => startTransition(() => setShown(true)));
  // The line is left once this part has committed (or is gone): the next part's turn starts after this commit.
  useEffect(() => (queue === null || shown ? undefined : queue.take(start)), [queue, start, shown]);
  return shown ? children : null;
}
