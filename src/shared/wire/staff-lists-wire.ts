import type { CamelWire } from './camel-keys';
import { boolean, closedRecord, integer, listOf, oneOf, pageOf, resultsOf, text } from './schema-builders';

/** GET /api/staff/lists/: each staff data table with its row count and columns (issue 12 item 3). */
export const staffListsWireSchema = resultsOf(
  closedRecord({
    name: text,
    title: text,
    count: integer,
    columns: listOf(
      closedRecord({
        /** The wire name (snake_case), used in `ordering` and as a filter's parameter. */
        field: text,
        header: text,
        type: oneOf(['string', 'number', 'date', 'boolean']),
        filterable: boolean,
      }),
    ),
  }),
);

/** A list as the browser reads it (keys in camelCase). */
export type StaffListSummary = CamelWire<typeof staffListsWireSchema>['results'][number];

/**
 * GET /api/staff/lists/{name}/: one page of a list. A row holds one value per column, keyed by the column's
 * field (dates as ISO text); which columns there are is the list's, so the row schema names only the value types.
 */
export const staffListPageWireSchema = pageOf({ type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } });
