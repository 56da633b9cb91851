import { closedRecord, listOf, text } from './schema-builders';

/** GET /api/expertise-areas/: the functional areas in their order, each with its skills (ids are the lists' words). */
export const expertiseAreasWireSchema = closedRecord({
  results: listOf(closedRecord({ id: text, name: text, skills: listOf(closedRecord({ id: text, name: text })) })),
});
