import type { CamelWire } from './camel-keys';
import { filtersWireSchema } from './matching-filtersets-wire';

const nameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** POST /api/matching/roles/{uuid}/filtersets/: a new set's name and the criteria it sets (the rest are the role's). */
export const filtersetCreateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: nameSchema, filters: filtersWireSchema },
} as const;

/** PATCH /api/matching/filtersets/{id}/: a new name, criteria to change, or both. */
export const filtersetPatchBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name: nameSchema, filters: filtersWireSchema },
} as const;

/** A new set as the browser writes it (keys in camelCase, the filters' too). */
export type FiltersetCreateInput = CamelWire<typeof filtersetCreateBodySchema>;
