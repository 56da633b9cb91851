import useSWR from 'swr';
import { apiRequest } from '../../api/api-client';

interface NamedRecord {
  id: number;
  name: string;
}

/**
 * The names of records a saved answer holds by id (a role's preferred colleges), from the question's search
 * endpoint asked with `ids=`: an answer saved on another visit or device is read as names, never as numbers.
 */
export function useNamedIds(path: string | undefined, ids: readonly number[]): { names: ReadonlyMap<number, string>; loading: boolean; failed: boolean } {
  const key = path !== undefined && ids.length > 0 ? [path, 'ids', [...ids].sort((a, b) => a - b).join(',')] : null;
  const { data, error, isLoading } = useSWR(
    key,
    ([searchPath, , list]) => apiRequest<{ results: NamedRecord[] }>(searchPath!, { query: { ids: list }, module: searchPath }),
    {
      revalidateOnFocus: false,
    },
  );
  return { names: new Map((data?.results ?? []).map((record) => [record.id, record.name])), loading: isLoading, failed: error !== undefined };
}
