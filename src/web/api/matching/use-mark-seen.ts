import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { Match } from './matches-api';
import { markMatchSeen, revalidateMatches } from './matches-api';

/**
 * Marks each given match seen once while the page is open, so the top bar's new-match count drops. Matches the
 * server already reports as seen are skipped; a failure is left alone (the count stays, nothing else breaks).
 */
export function useMarkSeen(matches: readonly Pick<Match, 'id' | 'seen'>[]): void {
  const { mutate } = useSWRConfig();
  const marked = useRef(new Set<number>());
  // A string, so the effect runs when the set of unseen matches changes, not on every new array.
  const unseen = matches
    .filter((match) => match.seen !== true)
    .map((match) => match.id)
    .join(',');
  useEffect(() => {
    if (unseen === '') return;
    const fresh = unseen
      .split(',')
      .map(Number)
      .filter((id) => !marked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) marked.current.add(id);
    void Promise.allSettled(fresh.map((id) => markMatchSeen(id))).then(() => revalidateMatches(mutate));
  }, [unseen, mutate]);
}
