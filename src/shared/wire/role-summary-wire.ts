import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_STATUSES } from '../role-statuses';
import type { CamelKeys } from './camel-keys';

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;

/** The organisation a role belongs to, as the role list and a role's body name it. */
export const roleEmployerWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'slug'],
  properties: { id: { type: 'integer' }, name: text, slug: text },
} as const;

/** Where a role is in its lifecycle, as the role list and a role's body both give it. */
export const roleLifecycleWireProperties = {
  status: { type: 'string', enum: ROLE_STATUSES },
  /** The uuid of the role this one was cloned from. */
  cloned_from: textOrNull,
  agreed_service_tier: textOrNull,
  /** Fixed when staff approve the role. */
  agreed_fee_percent: { type: ['number', 'null'] },
  created_at: text,
  updated_at: text,
  submitted_at: textOrNull,
  published_at: textOrNull,
  closed_at: textOrNull,
} as const;

/** The lifecycle fields, each always sent. */
export const ROLE_LIFECYCLE_FIELDS = [
  'status',
  'cloned_from',
  'agreed_service_tier',
  'agreed_fee_percent',
  'created_at',
  'updated_at',
  'submitted_at',
  'published_at',
  'closed_at',
] as const satisfies readonly (keyof typeof roleLifecycleWireProperties)[];

/** A role as the list GET /api/employer/role/ gives it: identity, lifecycle, listing words, completion and feedback counts. */
export const roleSummaryWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'uuid',
    'job_title',
    'title',
    'job_type',
    'location',
    'service_tier',
    'employer',
    ...ROLE_LIFECYCLE_FIELDS,
    'completion',
    'completed_sections',
    'feedback_count',
    'unresolved_feedback',
  ],
  properties: {
    id: { type: 'integer' },
    uuid: text,
    /** The `jobTitle` answer. */
    job_title: textOrNull,
    /** The listing title (the job title, or the server's words for an untitled role). */
    title: text,
    job_type: textOrNull,
    location: textOrNull,
    /** The chosen `serviceTier` answer. */
    service_tier: textOrNull,
    employer: roleEmployerWireSchema,
    ...roleLifecycleWireProperties,
    /** 0 to 100: 25 per complete section (spec 000 §4). */
    completion: { type: 'integer' },
    completed_sections: { type: 'array', items: text },
    feedback_count: { type: 'integer' },
    unresolved_feedback: { type: 'integer' },
  },
} as const;

export type RoleSummaryWire = FromSchema<typeof roleSummaryWireSchema>;

/** A role of the list as the browser reads it (keys in camelCase). */
export type RoleSummary = CamelKeys<RoleSummaryWire>;

/** GET /api/employer/role/. */
export const roleListWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  properties: { results: { type: 'array', items: roleSummaryWireSchema } },
} as const;
