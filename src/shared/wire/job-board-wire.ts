import type { CamelWire } from './camel-keys';
import { boolean, closedRecord, resultsOf, text, textOrNull } from './schema-builders';

/** One listing of the job-board widget (spec 000 §3), fed by the marketplace's open roles. */
export const jobBoardItemWireSchema = closedRecord({
  title: text,
  company: text,
  location: textOrNull,
  job_type: textOrNull,
  /** ISO timestamp. */
  date_posted: text,
  description: textOrNull,
  url: text,
  /** The job seeker passes every hard filter of the role; such roles come first. */
  suits_you: boolean,
});

/** A listing as the browser reads it (keys in camelCase). */
export type JobBoardItem = CamelWire<typeof jobBoardItemWireSchema>;

/** GET /api/trulyhired/jobs/. */
export const jobBoardWireSchema = resultsOf(jobBoardItemWireSchema);
