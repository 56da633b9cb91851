import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { camelKey } from '../../../shared/wire-keys';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import type { FilterOptionsAsSent } from '../../../shared/wire/matching-filter-options-wire';

type CriterionOptionsAsSent = FilterOptionsAsSent['criteria'][string];

/** A level of a record criterion: a skill's rating (a number), a language's requirement (a word). */
export type LevelOption = NonNullable<CriterionOptionsAsSent['levels']>['options'][number];

/**
 * The values one filter-set criterion may take (GET /api/matching/filter-options/), the record's value and level
 * fields named as the app holds filters (camelCase: `skillId`).
 */
export type CriterionOptions = Omit<CriterionOptionsAsSent, 'itemField' | 'levels'> & {
  itemField?: string;
  levels?: { field: string; options: LevelOption[] };
};

/** Criterion (camelCase, as in a filter object) → its options; criteria without options are not listed. */
export type FilterOptions = Record<string, CriterionOptions>;

const FILTER_OPTIONS_PATH = '/api/matching/filter-options/';

/** How a criterion without options reads: money in its unit, a date, or records chosen by name from a search. */
export type CriterionFormat = FilterOptionsAsSent['formats'][string];

/** Criterion (camelCase) → its format; criteria not listed are plain numbers, words or yes/no. */
export type FilterFormats = Record<string, CriterionFormat>;

export interface FilterCatalogue {
  criteria: FilterOptions;
  formats: FilterFormats;
}

/** GET /api/matching/filter-options/ (staff): each criterion's options with their titles, and the formats of the rest, read from the schemas. */
export async function getFilterOptions(): Promise<FilterCatalogue> {
  const answer = await apiRequest<FilterOptionsAsSent>(FILTER_OPTIONS_PATH, { module: 'filter-options' });
  // The record fields are named on the wire (skill_id); the app's filter objects hold them in camelCase.
  const criteria = Object.fromEntries(
    Object.entries(answer.criteria).map(([key, { itemField, levels, ...criterion }]) => [
      key,
      {
        ...criterion,
        ...(itemField === undefined ? {} : { itemField: camelKey(itemField) }),
        ...(levels === undefined ? {} : { levels: { ...levels, field: camelKey(levels.field) } }),
      },
    ]),
  );
  return { criteria, formats: answer.formats };
}

/** The criteria's options and formats, fetched once per session (they change only with the schemas). */
export function useFilterOptions(): SWRResponse<FilterCatalogue, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<FilterCatalogue, ApiError>(owner === null ? null : [FILTER_OPTIONS_PATH, owner], getFilterOptions, { revalidateOnFocus: false });
}
