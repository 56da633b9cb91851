/** Match event statuses of spec 001 §4.1, in order, with the words shown to people. */
export const MATCH_STATUSES = [
  ['confirm_match', 'Confirm match'],
  ['staff_rejected', 'Staff rejected'],
  ['jobseeker_accept', 'Job seeker accept'],
  ['jobseeker_reject', 'Job seeker reject'],
  ['pending_employer_review', 'Pending employer review'],
  ['match_expired', 'Match expired'],
  ['pending_feedback_or_next_step', 'Pending feedback or next step'],
  ['resume_review', 'Resume review'],
  ['phone_screen', 'Phone screen'],
  ['confirm_interview_slot', 'Confirm interview slot'],
  ['initial_interview', 'Initial interview'],
  ['performance_task', 'Performance task'],
  ['second_round_interview', 'Second round interview'],
  ['team_interview', 'Team interview'],
  ['task_presentation', 'Task presentation'],
  ['final_interview', 'Final interview'],
  ['reference_check', 'Reference check'],
  ['employer_reject', 'Employer reject'],
  ['offer_extended', 'Offer extended'],
  ['offer_rejected', 'Offer rejected'],
  ['hired', 'Hired'],
] as const;

export type MatchStatus = (typeof MATCH_STATUSES)[number][0];

export const MATCH_STATUS_VALUES: readonly MatchStatus[] = MATCH_STATUSES.map(([value]) => value);

/** Statuses only staff may set (spec 001 §6); before pending employer review the employer sees nothing. */
export const STAFF_ONLY_STATUSES: readonly MatchStatus[] = [
  'confirm_match',
  'staff_rejected',
  'jobseeker_accept',
  'jobseeker_reject',
  'pending_employer_review',
];
