import type { SWRResponse } from 'swr';
import useSWR from 'swr';
import { camelKey } from '../../../shared/wire-keys';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';
import { apiRequest } from '../api-client';
import type { ApiError } from '../api-error';
import { isPlainObject } from '../../../shared/plain-object';

/** One value a criterion may take and the words people read for it (the option's title in the question schemas). */
export interface CriterionOption {
  value: string;
  title: string;
  /** The heading it is listed under (a skill's functional area). */
  group?: string;
}

/** A level of a record criterion: a skill's rating (a number), a language's requirement (a word). */
export interface LevelOption {
  value: string | number;
  title: string;
}

/** The values one filter-set criterion may take (GET /api/matching/filter-options/). */
export interface CriterionOptions {
  /** What one value is, in words ("metro area"), and several ("metro areas"). */
  noun: string;
  plural: string;
  /** For a list of records: the key of the record's value (camelCase, as the app holds filters), e.g. `skillId`. */
  itemField?: string;
  /** For a list of records: the key of its level and the levels offered. */
  levels?: { field: string; options: LevelOption[] };
  options: CriterionOption[];
  /** A value off the list is accepted in this form ("City, ST"), with the words that say so. */
  custom: { pattern: string; hint: string } | null;
}

/** Criterion (camelCase, as in a filter object) → its options; criteria without options are not listed. */
export type FilterOptions = Record<string, CriterionOptions>;

const FILTER_OPTIONS_PATH = '/api/matching/filter-options/';

const isObject = isPlainObject;

/** GET /api/matching/filter-options/ (staff): each criterion's options with their titles, read from the schemas. */
export async function getFilterOptions(): Promise<FilterOptions> {
  const answer = await apiRequest<unknown>(FILTER_OPTIONS_PATH, { module: 'filter-options' });
  const criteria = isObject(answer) && isObject(answer.criteria) ? answer.criteria : {};
  const options: FilterOptions = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (!isObject(value) || !Array.isArray(value.options)) continue;
    const criterion = value as unknown as CriterionOptions;
    // The record fields are named on the wire (skill_id); the app's filter objects hold them in camelCase.
    options[key] = {
      ...criterion,
      itemField: criterion.itemField === undefined ? undefined : camelKey(criterion.itemField),
      levels: criterion.levels === undefined ? undefined : { ...criterion.levels, field: camelKey(criterion.levels.field) },
    };
  }
  return options;
}

/** The criteria's options, fetched once per session (they change only with the schemas). */
export function useFilterOptions(): SWRResponse<FilterOptions, ApiError> {
  const owner = sessionOwner(useSession());
  return useSWR<FilterOptions, ApiError>(owner === null ? null : [FILTER_OPTIONS_PATH, owner], getFilterOptions, { revalidateOnFocus: false });
}
