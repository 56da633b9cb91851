import type { FilterFormats } from '../../api/matching/filter-options-api';
import type { FilterValues } from '../../api/matching/filtersets-api';
import { useNamedIds } from '../../forms/widgets/use-named-ids';

/**
 * The names of the records that filters hold by id (a role's preferred colleges), looked up from the search their
 * criterion's question uses, so a saved set reads "Rice University", never 123961. One search list is named here:
 * the role flow has one (colleges).
 */
export function useCriterionNames(filters: readonly FilterValues[], formats: FilterFormats | undefined): ReadonlyMap<number, string> {
  const searched = Object.entries(formats ?? {}).filter(([, format]) => format.kind === 'search');
  const path = searched[0]?.[1].path;
  const ids = new Set<number>();
  for (const values of filters)
    for (const [key] of searched) {
      const held = values[key];
      if (Array.isArray(held)) for (const id of held) if (typeof id === 'number') ids.add(id);
    }
  return useNamedIds(path, [...ids]).names;
}
