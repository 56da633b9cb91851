import type { CamelWire } from './camel-keys';
import { closedRecord, integer, openRecord, text, textOrNull } from './schema-builders';

/** An organisation as what refers to it names it: a role's, or an employee's in their profile. */
export const employerReferenceWireSchema = closedRecord({ id: integer, name: text, slug: text });

/**
 * An organisation as GET/PATCH /api/employers/{id}/ answer it. The employer-profile answers sit flat beside these
 * fields (null when unanswered); which they are is the employer flow's, so the schema lets them through as they are.
 */
export const employerWireSchema = openRecord('The flat answers of the employer flow, checked by the flow when saved.', {
  id: integer,
  name: text,
  slug: text,
  created_at: text,
  updated_at: text,
  /** The flow version the answers are read with, which the browser needs to compute the same completeness. */
  flow_version: integer,
  /** 0 to 100: the share of the employer-profile questions answered validly (spec 001 §2.2). */
  completeness: integer,
  logo_url: textOrNull,
});

/** An organisation as the browser reads it (keys in camelCase, answers among them). */
export type Employer = CamelWire<typeof employerWireSchema>;
