import type { CamelWire } from './camel-keys';
import { personNameWireProperties } from './person-name-properties';
import { boolean, closedObject, closedRecord, countPerKey, integer, integerOrNull, listOf, pageOf, text } from './schema-builders';

/**
 * A role's or a job seeker's value as the algorithm compared it, in words: a word, a number, a list or a record
 * (absent when the algorithm has none to show).
 */
const anyValue = {} as const;

const reasonedFilter = closedRecord({ name: text, reason: text });

/** One weighted factor of a score, with the line a person reads ("3 of 3 functional areas match"). */
const factorSchema = closedRecord({ name: text, points: { type: 'number' }, max_points: { type: 'number' }, reason: text });

/** The job seeker a list of the role's candidates or excluded names. */
const listedJobseekerProperties = { jobseeker_id: integer, ...personNameWireProperties } as const;

/** GET /api/matching/roles/{uuid}/candidates/ (staff): the role's best candidates, best first, and who the filters leave out. */
export const candidateListWireSchema = closedRecord({
  algorithm_version: text,
  /** Every survivor of the filters, not only the ones listed. */
  count: integer,
  /** How many better candidates come before this page (`?offset=`): the page shows places offset + 1 on. */
  offset: integer,
  /** People who may be matched but fail at least one of the filters. */
  excluded_count: integer,
  /** How many fail each filter, by filter name (a person failing two counts in both). */
  excluded_by: countPerKey,
  results: listOf(
    closedRecord({
      ...listedJobseekerProperties,
      /** 0 to 100. */
      score: { type: 'number' },
      /** The match already made for this pair, if any. */
      match_id: integerOrNull,
      /** What the role requires that the person lacks, in words ("French"); such people rank after all who meet every requirement. */
      unmet_requirements: listOf(text),
      /** Could start only after the role's latest start date; such people rank after all who can start in time. */
      starts_late: boolean,
      factors: listOf(factorSchema),
    }),
  ),
});

/** The candidates of a role as the browser reads them (keys in camelCase). */
export type CandidateList = CamelWire<typeof candidateListWireSchema>;

/** A ranked candidate for a role. */
export type Candidate = CandidateList['results'][number];

/** GET /api/matching/roles/{uuid}/excluded/ (staff): a page of the people the filters leave out, each with every filter that stops them. */
export const excludedPageWireSchema = pageOf(closedRecord({ ...listedJobseekerProperties, email: text, failed_filters: listOf(reasonedFilter) }));

/** A page of the excluded as the browser reads it (keys in camelCase). */
export type ExcludedPage = CamelWire<typeof excludedPageWireSchema>;

/** Someone the filters leave out. */
export type ExcludedPerson = ExcludedPage['results'][number];

/**
 * GET /api/matching/roles/{uuid}/candidates/{jobseeker_id}/ (staff): every filter and factor for one job seeker
 * and role, each with the two values compared (the debug page).
 */
export const candidateExplanationWireSchema = closedRecord({
  algorithm_version: text,
  jobseeker: closedRecord({ id: integer, ...personNameWireProperties }),
  /** The match this pair already has, if any. */
  match_id: integerOrNull,
  eligible: boolean,
  failed_filters: listOf(reasonedFilter),
  score: { type: 'number' },
  /** What the role requires that the person lacks, in words ("French"). */
  unmet_requirements: listOf(text),
  starts_late: boolean,
  factors: listOf({ ...factorSchema, properties: { ...factorSchema.properties, role_value: anyValue, jobseeker_value: anyValue } }),
  /** Who may be matched at all (a complete Core Profile, matching on), then the role's hard filters. */
  filters: listOf(closedObject(['name', 'passed', 'reason'], { name: text, passed: boolean, reason: text, role_value: anyValue, jobseeker_value: anyValue })),
});

/** Why a job seeker does or does not fit a role, as the browser reads it (keys in camelCase). */
export type CandidateExplanation = CamelWire<typeof candidateExplanationWireSchema>;

/** One factor of a score: in the explanation with the two values compared, in the list without. */
export type CandidateFactor = CandidateExplanation['factors'][number];
