import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

const textOrNull = { type: ['string', 'null'] } as const;

/**
 * GET /api/public/employers/{slug}/: what anyone may read of an organisation, answers already in words, and its
 * open roles only (issue 10 item 7).
 */
export const publicEmployerWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'slug', 'logo_url', 'mission_statement', 'company_size', 'growth_stage', 'culture', 'education_type', 'link', 'metro_area', 'open_roles'],
  properties: {
    name: { type: 'string' },
    slug: { type: 'string' },
    logo_url: textOrNull,
    mission_statement: textOrNull,
    company_size: textOrNull,
    growth_stage: textOrNull,
    /** The culture type and personality traits in words. */
    culture: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'traits'],
      properties: { type: textOrNull, traits: { type: 'array', items: { type: 'string' } } },
    },
    education_type: textOrNull,
    link: textOrNull,
    metro_area: textOrNull,
    open_roles: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['uuid', 'title', 'job_type', 'location', 'published_at'],
        properties: { uuid: { type: 'string' }, title: { type: 'string' }, job_type: textOrNull, location: textOrNull, published_at: textOrNull },
      },
    },
  },
} as const;

export type PublicEmployerWire = FromSchema<typeof publicEmployerWireSchema>;

/** The public page of an organisation as the browser reads it (keys in camelCase). */
export type PublicEmployer = CamelKeys<PublicEmployerWire>;
