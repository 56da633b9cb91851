import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/**
 * An organisation as GET/PATCH /api/employers/{id}/ answer it. The employer-profile answers sit flat beside these
 * fields (null when unanswered); which they are is the employer flow's, so the schema lets them through as they are.
 */
export const employerWireSchema = {
  type: 'object',
  additionalProperties: true,
  $comment: 'The flat answers of the employer flow, checked by the flow when saved.',
  required: ['id', 'name', 'slug', 'created_at', 'updated_at', 'flow_version', 'completeness', 'logo_url'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    slug: { type: 'string' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
    /** The flow version the answers are read with, which the browser needs to compute the same completeness. */
    flow_version: { type: 'integer' },
    /** 0 to 100: the share of the employer-profile questions answered validly (spec 001 §2.2). */
    completeness: { type: 'integer' },
    logo_url: { type: ['string', 'null'] },
  },
} as const;

export type EmployerWire = FromSchema<typeof employerWireSchema>;

/** An organisation as the browser reads it (keys in camelCase, answers among them). */
export type Employer = CamelKeys<EmployerWire>;
