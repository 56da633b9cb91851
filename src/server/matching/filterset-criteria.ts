import type { RoleCriteria } from './algorithm';
import { isCalendarDay } from '../../shared/calendar-day';
import { keysFromWire, keysToWire } from '../../shared/wire-keys';
import type { filtersWireSchema } from '../../shared/wire/matching-filtersets-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** Start dates a set saved before they were checked may hold as no day at all ("2027-13-45"): the role's own is read instead. */
const DATE_CRITERIA = new Set(['idealStartDate', 'latestStartDate']);

const readable = (key: string, value: unknown): boolean => !DATE_CRITERIA.has(key) || value === null || (typeof value === 'string' && isCalendarDay(value));

/** The criteria of stored filters, with the role's own for any key the set lacks (a set saved before a criterion existed). */
export function criteriaOfFilters(role: RoleCriteria, stored: Record<string, unknown>): RoleCriteria {
  const merged: Record<string, unknown> = { ...role };
  for (const key of Object.keys(role)) if (key in stored && readable(key, stored[key])) merged[key] = stored[key];
  return merged as unknown as RoleCriteria;
}

/** Wire filters (validated by `filtersWireSchema`) over a base: the keys sent replace the base's. */
export function mergeWireFilters(base: Record<string, unknown>, wire: Record<string, unknown> | undefined): Record<string, unknown> {
  return { ...base, ...(wire ? keysFromWire<Record<string, unknown>>(wire) : {}) };
}

/** A filter object (the app's camelCase keys: a role's criteria and the bookkeeping) as the wire's. */
export function filtersToWire(filters: Record<string, unknown>): FromSchema<typeof filtersWireSchema> {
  // The criteria's keys in snake_case are the schema's properties; the response schema drops anything else.
  return keysToWire(filters) as FromSchema<typeof filtersWireSchema>;
}
