import type { CamelWire } from './camel-keys';
import { closedRecord, listOf, text, textOrNull } from './schema-builders';

/**
 * GET /api/public/employers/{slug}/: what anyone may read of an organisation, answers already in words, and its
 * open roles only (issue 10 item 7).
 */
export const publicEmployerWireSchema = closedRecord({
  name: text,
  slug: text,
  logo_url: textOrNull,
  mission_statement: textOrNull,
  company_size: textOrNull,
  growth_stage: textOrNull,
  /** The culture type and personality traits in words. */
  culture: closedRecord({ type: textOrNull, traits: listOf(text) }),
  education_type: textOrNull,
  link: textOrNull,
  metro_area: textOrNull,
  open_roles: listOf(closedRecord({ uuid: text, title: text, job_type: textOrNull, location: textOrNull, published_at: textOrNull })),
});

/** The public page of an organisation as the browser reads it (keys in camelCase). */
export type PublicEmployer = CamelWire<typeof publicEmployerWireSchema>;
