import { MATCH_STATUS_VALUES, type MatchStatus } from '../../shared/match-statuses';

/**
 * Each status's bit in `matches.reached`, as the SQL function match_status_bit of migration 0028 numbers them (a
 * test compares the two). Bits are never renumbered: a new status takes a new bit, here and in a new migration.
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

/** The statuses whose bits are set in `mask`, in the order of spec 001 §4.1. */
export function reachedIn(mask: number): MatchStatus[] {
  return MATCH_STATUS_VALUES.filter((status) => (mask & (1 << REACHED_BIT[status])) !== 0);
}
