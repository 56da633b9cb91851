import { sql, type SQL } from 'drizzle-orm';
import { optionsOf, type Flow } from '../../flows';
import { flowAnswers, matches } from '../db/schema';
import { JOBSEEKER_FLOW } from '../flows/flow-answers';
import type { LoadedFlows } from '../flows/load-flows';

/**
 * The two self-reported questions of the job seeker flow (spec 001 §2.1, §3.5) the aggregate reports group people
 * by. Matching never reads them; only these reports do, and only as counts. Their options and words come from the
 * flow file.
 */
export const DEMOGRAPHIC_DIMENSIONS = [
  { dimension: 'gender', field: 'gender', title: 'Gender' },
  { dimension: 'ethnicity', field: 'ethnicity', title: 'Race and ethnicity' },
] as const;

export type Dimension = (typeof DEMOGRAPHIC_DIMENSIONS)[number]['dimension'];

/** Groups the reports add to a question's options: no answer, and (for a question taking several) more than one. */
export const UNANSWERED = 'unanswered';
export const SEVERAL = 'two_or_more';

/**
 * The options by which a person declines to answer, as the flow's enumerations spell them (schemas/enums/genders.json
 * and ethnicities.json; a unit test fails if either is no longer an option). Such a group, like "Not answered", is
 * never the reference of the four-fifths rule: it is not a group of people who share a characteristic.
 */
const DECLINED_ANSWERS: ReadonlySet<string> = new Set(['decline_to_state', 'declined_to_state']);

/** Whether a group is an answer people stated (not a refusal, not the absence of an answer). */
export function isStatedGroup(group: string): boolean {
  return group !== UNANSWERED && !DECLINED_ANSWERS.has(group);
}

/** The declining options, for the test that keeps them in step with the flow. */
export const DECLINING_OPTIONS: readonly string[] = [...DECLINED_ANSWERS];

export interface DemographicGroup {
  group: string;
  title: string;
}

function takesSeveral(flow: Flow, field: string): boolean {
  return flow.questions[field]?.schema?.type === 'array';
}

/**
 * The columns of one dimension, in the flow's option order: every option (its "Decline to State" among them),
 * then "Two or more" for a question taking several answers (EEO-1's "Two or More Races"), then "Not answered".
 */
export function groupsOf(flows: LoadedFlows, dimension: Dimension): DemographicGroup[] {
  const flow = flows.latest(JOBSEEKER_FLOW);
  const { field } = DEMOGRAPHIC_DIMENSIONS.find((entry) => entry.dimension === dimension)!;
  if (!flow) return [{ group: UNANSWERED, title: 'Not answered' }];
  const options = optionsOf(flow.questions[field]?.schema).flatMap((option) =>
    typeof option.const === 'string' ? [{ group: option.const, title: option.title ?? option.const }] : [],
  );
  return [...options, ...(takesSeveral(flow, field) ? [{ group: SEVERAL, title: 'Two or more' }] : []), { group: UNANSWERED, title: 'Not answered' }];
}

/**
 * The group of the job seeker of `matches` in one dimension, as SQL over their answers (`flow_answers`, joined by
 * `joinAnswers`): the answer, "two_or_more" for several, "unanswered" for none. `answer` is where the question's
 * raw answer (jsonb) is read from, when not straight from `flow_answers`.
 */
export function groupExpression(flows: LoadedFlows, dimension: Dimension, answer: SQL = rawAnswer(dimension)): SQL {
  const flow = flows.latest(JOBSEEKER_FLOW);
  const { field } = DEMOGRAPHIC_DIMENSIONS.find((entry) => entry.dimension === dimension)!;
  if (flow && takesSeveral(flow, field)) {
    // A question never answered is SQL null (no key), which jsonb_typeof passes on as null, not as 'null'.
    return sql`(case when coalesce(jsonb_typeof(${answer}), 'null') <> 'array' or jsonb_array_length(${answer}) = 0 then ${UNANSWERED}
      when jsonb_array_length(${answer}) > 1 then ${SEVERAL} else ${answer} ->> 0 end)`;
  }
  return sql`coalesce(nullif(${answer} #>> '{}', ''), ${UNANSWERED})`;
}

/**
 * A job seeker's raw answer to one dimension's question (jsonb, null when absent). Reports group many rows by it
 * first and work out the group of each distinct answer after.
 */
export function rawAnswer(dimension: Dimension): SQL {
  const { field } = DEMOGRAPHIC_DIMENSIONS.find((entry) => entry.dimension === dimension)!;
  return sql`(${flowAnswers.answers} -> ${field})`;
}

/** The join that gives each match's job seeker their answers (none: every group is "unanswered"). */
export function joinAnswers(person: SQL | typeof matches.jobseekerId = matches.jobseekerId): SQL {
  return sql`left join ${flowAnswers} on ${flowAnswers.userId} = ${person} and ${flowAnswers.flowId} = ${JOBSEEKER_FLOW}`;
}
