import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

/** One listing of the job-board widget (spec 000 §3), fed by the marketplace's open roles. */
export const jobBoardItemWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'company', 'location', 'job_type', 'date_posted', 'description', 'url', 'suits_you'],
  properties: {
    title: { type: 'string' },
    company: { type: 'string' },
    location: { type: ['string', 'null'] },
    job_type: { type: ['string', 'null'] },
    /** ISO timestamp. */
    date_posted: { type: 'string' },
    description: { type: ['string', 'null'] },
    url: { type: 'string' },
    /** The job seeker passes every hard filter of the role; such roles come first. */
    suits_you: { type: 'boolean' },
  },
} as const;

export type JobBoardItemWire = FromSchema<typeof jobBoardItemWireSchema>;

/** A listing as the browser reads it (keys in camelCase). */
export type JobBoardItem = CamelKeys<JobBoardItemWire>;

/** GET /api/trulyhired/jobs/. */
export const jobBoardWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: jobBoardItemWireSchema } },
} as const;
