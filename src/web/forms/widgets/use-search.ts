import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '../../api/api-client';

/** How long typing must pause before a search is sent. */
const SEARCH_PAUSE_MS = 250;

interface SearchPage<T> {
  results: T[];
}

/**
 * Results of a list endpoint for what the person is typing: searched once typing pauses, cached per text, and
 * the previous results kept on screen while the next ones load.
 */
export function useSearch<T>(path: string | undefined, text: string, extraQuery: Record<string, unknown> = {}): { results: T[]; loading: boolean } {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const key = path !== undefined && settled !== '' ? [path, settled, JSON.stringify(extraQuery)] : null;
  const { data, isLoading } = useSWR(key, () => apiRequest<SearchPage<T>>(path!, { query: { search: settled, ...extraQuery }, module: path }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return { results: data?.results ?? [], loading: isLoading };
}
