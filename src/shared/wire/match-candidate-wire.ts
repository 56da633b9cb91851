import type { CamelWire } from './camel-keys';
import { personNameWireProperties } from './person-name-properties';
import { closedRecord, integer, listOf, numberOrNull, text, textOrNull } from './schema-builders';

/**
 * GET /api/matches/{id}/candidate/: the job seeker's profile summary the role's employer and staff read. No
 * demographics and no contact details: the serializer drops any field this schema does not name.
 */
export const matchCandidateWireSchema = closedRecord({
  /** The job seeker's user id. */
  jobseeker: integer,
  ...personNameWireProperties,
  /** Their most recent role, e.g. "Principal at Eastside Elementary"; null when they gave none. */
  headline: textOrNull,
  /** Readable lines of the profile, e.g. {label: 'Functional areas', value: 'Teaching; Curriculum'}. */
  summary: listOf(closedRecord({ label: text, value: text })),
  /** Today's score under the role's own criteria; null when the role is gone. */
  score: numberOrNull,
  /** Each factor of that score: its points and the reason for them. */
  reasons: listOf(closedRecord({ name: text, label: text, points: { type: 'number' }, max_points: { type: 'number' }, reason: text })),
  /** The role's requirements the candidate does not meet, in words ("French", "A graduate degree"); empty when none. */
  unmet_requirements: listOf(text),
  /** Whether they can start only after the role's latest start date. */
  starts_late: { type: 'boolean' },
});

/** The candidate's profile summary as the browser reads it (keys in camelCase). */
export type MatchCandidate = CamelWire<typeof matchCandidateWireSchema>;
