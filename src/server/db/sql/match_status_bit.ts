import type { MatchStatus } from '../../../shared/match-statuses';

/**
 * Each status's bit in `matches.reached`: the one numbering. The SQL function below, which match_events_added
 * sets the bits with, is written from it, and the reports decode the column with it (src/server/reports/
 * reached-statuses.ts). Bits are never renumbered, since the column keeps them: a new status takes a new bit.
 */
export const REACHED_BIT: Readonly<Record<MatchStatus, number>> = {
  confirm_match: 0,
  staff_rejected: 1,
  jobseeker_accept: 2,
  jobseeker_reject: 3,
  pending_employer_review: 4,
  match_expired: 5,
  pending_feedback_or_next_step: 6,
  resume_review: 7,
  phone_screen: 8,
  confirm_interview_slot: 9,
  initial_interview: 10,
  performance_task: 11,
  second_round_interview: 12,
  team_interview: 13,
  task_presentation: 14,
  final_interview: 15,
  reference_check: 16,
  employer_reject: 17,
  offer_extended: 18,
  offer_rejected: 19,
  hired: 20,
};

/**
 * match_status_bit(status): a status's bit, 0 for a word that is no status. TypeScript rather than a .sql file like
 * its neighbours so that it is written from REACHED_BIT, as the matches status CHECK is written from its list;
 * applied with them (src/server/db/sql-definitions.ts).
 */
export const MATCH_STATUS_BIT_SQL = `CREATE OR REPLACE FUNCTION match_status_bit(status text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE status
${Object.entries(REACHED_BIT)
  .map(([status, bit]) => `    WHEN '${status}' THEN 1 << ${bit}`)
  .join('\n')}
    ELSE 0
  END
$$`;
