import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/** GET /api/staff/lists/: each staff data table with its row count and columns (issue 12 item 3). */
export const staffListsWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: {
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'title', 'count', 'columns'],
        properties: {
          name: { type: 'string' },
          title: { type: 'string' },
          count: { type: 'integer' },
          columns: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['field', 'header', 'type', 'filterable'],
              properties: {
                /** The wire name (snake_case), used in `ordering` and as a filter's parameter. */
                field: { type: 'string' },
                header: { type: 'string' },
                type: { type: 'string', enum: ['string', 'number', 'date', 'boolean'] },
                filterable: { type: 'boolean' },
              },
            },
          },
        },
      },
    },
  },
} as const;

export type StaffListsWire = FromSchema<typeof staffListsWireSchema>;

/** A list as the browser reads it (keys in camelCase). */
export type StaffListSummary = CamelKeys<StaffListsWire['results'][number]>;

/**
 * GET /api/staff/lists/{name}/: one page of a list. A row holds one value per column, keyed by the column's
 * field (dates as ISO text); which columns there are is the list's, so the row schema names only the value types.
 */
export const staffListPageWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'page', 'page_size', 'results'],
  properties: {
    count: { type: 'integer' },
    page: { type: 'integer' },
    page_size: { type: 'integer' },
    results: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } } },
  },
} as const;

export type StaffListPageWire = FromSchema<typeof staffListPageWireSchema>;
