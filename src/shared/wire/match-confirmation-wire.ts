import type { CamelWire } from './camel-keys';
import { matchWireSchema } from './match-wire';
import { boolean, closedRecord, text } from './schema-builders';

const { status, archived, jobseeker_interest } = matchWireSchema.properties;

/**
 * GET/POST /api/matches/confirmation/{token}/ (public): what the confirm-match e-mail link shows, before and after
 * the job seeker answers. Nothing about the person beyond the match: the serializer drops any field not named here.
 */
export const matchConfirmationWireSchema = closedRecord({
  /** The job title, or the server's words for an untitled role. */
  role_title: text,
  employer_name: text,
  status,
  archived,
  answered: boolean,
  jobseeker_interest,
  /** Whether an answer can still be given or changed: staff have not acted on the match yet. */
  open: boolean,
});

/** The e-mail link's match as the browser reads it (keys in camelCase). */
export type MatchConfirmation = CamelWire<typeof matchConfirmationWireSchema>;
