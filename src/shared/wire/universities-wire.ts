import { closedRecord, integer, integerOrNull, listOf, text } from './schema-builders';

/** A college or university of the list education records name. */
export const universityWireSchema = closedRecord({ id: integer, name: text, city: text, state: text });

/**
 * GET /api/universities/: one page of the colleges a search finds (`next` and `previous` the neighbouring pages,
 * null at either end), or with `ids=` the colleges named, on one page.
 */
export const universityPageWireSchema = closedRecord({
  count: integer,
  page: integer,
  page_size: integer,
  next: integerOrNull,
  previous: integerOrNull,
  results: listOf(universityWireSchema),
});
