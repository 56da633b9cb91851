import type { FromSchema } from 'json-schema-to-ts';
import type { Flow, FlowDocument } from '../../flows';
import type { CamelKeys } from './camel-keys';

const text = { type: 'string' } as const;
const textOrNull = { type: ['string', 'null'] } as const;

/**
 * A flow file, as written or as served (every `$ref` resolved). Its own meta-schema (schemas/flow.schema.json)
 * names its fields, so the wire passes it through whole; its TypeScript type is the generated FlowDocument.
 */
const flowDocumentSchema = {
  type: 'object',
  additionalProperties: true,
  $comment: 'A flow document: its fields are the flow meta-schema’s, and its type the generated FlowDocument.',
} as const;

/** GET /api/flows/ (staff): every flow with its served versions and the answer sets saved against each. */
export const flowListWireSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['flow_id', 'current_version', 'title', 'versions'],
    properties: {
      flow_id: text,
      current_version: { type: 'integer' },
      title: text,
      versions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['version', 'published_at', 'migrated_at', 'answer_sets'],
          properties: {
            version: { type: 'integer' },
            published_at: text,
            /** When the answers of the version before were carried to it; null while they are being carried. */
            migrated_at: textOrNull,
            answer_sets: { type: 'integer' },
          },
        },
      },
    },
  },
} as const;

export type FlowListWire = FromSchema<typeof flowListWireSchema>;

/** A flow as the browser's list reads it (keys in camelCase). */
export type FlowSummary = CamelKeys<FlowListWire[number]>;

/** One served version of a flow. */
export type FlowVersionSummary = FlowSummary['versions'][number];

/** GET /api/flows/{flowId}/versions/{version}/: a published version as written. */
export const flowVersionWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['flow_id', 'version', 'document'],
  properties: { flow_id: text, version: { type: 'integer' }, document: flowDocumentSchema },
} as const;

export type FlowVersionWire = Omit<FromSchema<typeof flowVersionWireSchema>, 'document'> & { document: FlowDocument };

const problemSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'message'],
  /** `step`: the step the problem is in, when it is in one. */
  properties: { step: text, kind: text, message: text },
} as const;

/** GET /api/flows/{flowId}/versions/{version}/graph/: a version's map of steps and moves, with what is wrong in it. */
export const flowGraphWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nodes', 'edges', 'ends', 'problems'],
  properties: {
    nodes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'section', 'subsection', 'reachable'],
        properties: {
          id: text,
          label: text,
          section: text,
          subsection: textOrNull,
          /** Whether some answers lead a person to this step. */
          reachable: { type: 'boolean' },
        },
      },
    },
    edges: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['from', 'to', 'condition'],
        /** `to`: a step's name or one of the flow's ends; `condition` in words, null when the move is unconditional. */
        properties: { from: text, to: text, condition: textOrNull },
      },
    },
    /** Where the flow can end (an app path or an end screen). */
    ends: { type: 'array', items: text },
    problems: { type: 'array', items: problemSchema },
  },
} as const;

/** The map's keys are single words, the same in either case. */
export type FlowGraphWire = FromSchema<typeof flowGraphWireSchema>;

export type FlowProblemWire = FlowGraphWire['problems'][number];

/** GET /api/flows/{flowId}/fixtures/: QA's replay fixtures of the flow, answers keyed as the flow's fields are. */
export const flowFixturesWireSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'version', 'answers'],
    properties: {
      /** The file's name without .json: what QA calls the fixture. */
      name: text,
      version: { type: 'integer' },
      answers: { type: 'object', additionalProperties: true, $comment: 'Answers keyed by the flow’s own field names, checked by `npm run replay`.' },
    },
  },
} as const;

export type FlowFixturesWire = FromSchema<typeof flowFixturesWireSchema>;

/** POST /api/flows/{flowId}/drafts/: a draft's problems and map, and the draft as it would be served (null when it does not load). */
export const draftCheckWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['problems', 'graph', 'flow'],
  properties: {
    problems: { type: 'array', items: problemSchema },
    graph: { ...flowGraphWireSchema, type: ['object', 'null'] },
    flow: { ...flowDocumentSchema, type: ['object', 'null'] },
  },
} as const;

/** The draft check; its keys are read as sent (the served flow's keys are the flow file's own). */
export type DraftCheckWire = Omit<FromSchema<typeof draftCheckWireSchema>, 'flow'> & { flow: Flow | null };

/** POST /api/flows/{flowId}/drafts/dry-run/: what publishing the draft would do to saved answers. */
export const dryRunWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['answer_sets', 'changed', 'invalid'],
  properties: {
    answer_sets: { type: 'integer' },
    changed: { type: 'integer' },
    /** The first thousand answers the new version would refuse. */
    invalid: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['user_id', 'step', 'field', 'message'],
        properties: { user_id: { type: 'integer' }, step: text, field: text, message: text },
      },
    },
  },
} as const;

/** The dry run; the studio reads its keys as sent. */
export type DryRunWire = FromSchema<typeof dryRunWireSchema>;

/** POST /api/flows/{flowId}/versions/ (201): the draft published as the flow's next version. */
export const publishedWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['flow_id', 'version', 'published_at', 'migration'],
  properties: {
    flow_id: text,
    version: { type: 'integer' },
    published_at: text,
    /** The earlier version whose answers are being carried to this one, and how many; null when none are. */
    migration: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['from_version', 'answer_sets'],
      properties: { from_version: { type: 'integer' }, answer_sets: { type: 'integer' } },
    },
  },
} as const;

export type PublishedWire = FromSchema<typeof publishedWireSchema>;

/** The published version as the browser reads it (keys in camelCase). */
export type Published = CamelKeys<PublishedWire>;
