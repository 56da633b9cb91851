import { closedRecord, integer, listOf, text } from './schema-builders';

/** A city of the cities table. */
export const cityWireSchema = closedRecord({ id: integer, city: text, state: text });

/** GET /api/cities/: the cities matching the search, at most `limit`. */
export const cityListWireSchema = closedRecord({ results: listOf(cityWireSchema) });

/** PATCH /api/geographic-preferences/{userId}/: the cities chosen, and the sections the person has now completed. */
export const geographicPreferencesWireSchema = closedRecord({ primary_locations: listOf(cityWireSchema), completed_sections: listOf(text) });
