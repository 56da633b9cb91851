import type { FromSchema } from 'json-schema-to-ts';
import type { CamelKeys } from './camel-keys';

const text = { type: 'string' } as const;
/**
 * A role's or a job seeker's value as the algorithm compared it, in words: a word, a number, a list or a record
 * (absent when the algorithm has none to show).
 */
const anyValue = {} as const;

const reasonedFilter = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'reason'],
  properties: { name: text, reason: text },
} as const;

/** One weighted factor of a score, with the line a person reads ("3 of 3 functional areas match"). */
const factorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'points', 'max_points', 'reason'],
  properties: { name: text, points: { type: 'number' }, max_points: { type: 'number' }, reason: text },
} as const;

/** GET /api/matching/roles/{uuid}/candidates/ (staff): the role's best candidates, best first, and who the filters leave out. */
export const candidateListWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['algorithm_version', 'count', 'excluded_count', 'excluded_by', 'results'],
  properties: {
    algorithm_version: text,
    /** Every survivor of the filters, not only the ones listed. */
    count: { type: 'integer' },
    /** People who may be matched but fail at least one of the filters. */
    excluded_count: { type: 'integer' },
    /** How many fail each filter, by filter name (a person failing two counts in both). */
    excluded_by: { type: 'object', additionalProperties: { type: 'integer' } },
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['jobseeker_id', 'first_name', 'last_name', 'score', 'match_id', 'factors'],
        properties: {
          jobseeker_id: { type: 'integer' },
          first_name: text,
          last_name: text,
          /** 0 to 100. */
          score: { type: 'number' },
          /** The match already made for this pair, if any. */
          match_id: { type: ['integer', 'null'] },
          factors: { type: 'array', items: factorSchema },
        },
      },
    },
  },
} as const;

export type CandidateListWire = FromSchema<typeof candidateListWireSchema>;

/** The candidates of a role as the browser reads them (keys in camelCase). */
export type CandidateList = CamelKeys<CandidateListWire>;

/** A ranked candidate for a role. */
export type Candidate = CandidateList['results'][number];

/** GET /api/matching/roles/{uuid}/excluded/ (staff): a page of the people the filters leave out, each with every filter that stops them. */
export const excludedPageWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'page', 'page_size', 'results'],
  properties: {
    count: { type: 'integer' },
    page: { type: 'integer' },
    page_size: { type: 'integer' },
    results: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['jobseeker_id', 'first_name', 'last_name', 'email', 'failed_filters'],
        properties: {
          jobseeker_id: { type: 'integer' },
          first_name: text,
          last_name: text,
          email: text,
          failed_filters: { type: 'array', items: reasonedFilter },
        },
      },
    },
  },
} as const;

export type ExcludedPageWire = FromSchema<typeof excludedPageWireSchema>;

/** A page of the excluded as the browser reads it (keys in camelCase). */
export type ExcludedPage = CamelKeys<ExcludedPageWire>;

/** Someone the filters leave out. */
export type ExcludedPerson = ExcludedPage['results'][number];

/**
 * GET /api/matching/roles/{uuid}/candidates/{jobseeker_id}/ (staff): every filter and factor for one job seeker
 * and role, each with the two values compared (the debug page).
 */
export const candidateExplanationWireSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['algorithm_version', 'jobseeker', 'match_id', 'eligible', 'failed_filters', 'score', 'factors', 'filters'],
  properties: {
    algorithm_version: text,
    jobseeker: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'first_name', 'last_name'],
      properties: { id: { type: 'integer' }, first_name: text, last_name: text },
    },
    /** The match this pair already has, if any. */
    match_id: { type: ['integer', 'null'] },
    eligible: { type: 'boolean' },
    failed_filters: { type: 'array', items: reasonedFilter },
    score: { type: 'number' },
    factors: {
      type: 'array',
      items: {
        ...factorSchema,
        properties: { ...factorSchema.properties, role_value: anyValue, jobseeker_value: anyValue },
      },
    },
    /** Who may be matched at all (a complete Core Profile, matching on), then the role's hard filters. */
    filters: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'passed', 'reason'],
        properties: { name: text, passed: { type: 'boolean' }, reason: text, role_value: anyValue, jobseeker_value: anyValue },
      },
    },
  },
} as const;

export type CandidateExplanationWire = FromSchema<typeof candidateExplanationWireSchema>;

/** Why a job seeker does or does not fit a role, as the browser reads it (keys in camelCase). */
export type CandidateExplanation = CamelKeys<CandidateExplanationWire>;

/** One factor of a score: in the explanation with the two values compared, in the list without. */
export type CandidateFactor = CandidateExplanation['factors'][number];

/** One filter for one job seeker and role: passed or not, and the two values compared. */
export type FilterOutcome = CandidateExplanation['filters'][number];
