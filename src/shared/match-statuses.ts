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

/** Whose move it is while a match is in a status (spec 001 §4.1 "responsible party"); `none` once it has ended. */
export const RESPONSIBLE_PARTIES = ['jobseeker', 'staff', 'employer', 'none'] as const;
export type ResponsibleParty = (typeof RESPONSIBLE_PARTIES)[number];

/** Statuses that end a match: it is archived on entering them (spec 001 §4.1 "auto-archives"). */
export const AUTO_ARCHIVE_STATUSES: readonly MatchStatus[] = ['staff_rejected', 'jobseeker_reject', 'match_expired', 'employer_reject', 'offer_rejected'];

/** Statuses one candidate of a role may hold at a time (spec 001 §4.1 "single candidate only"). */
export const SINGLE_CANDIDATE_STATUSES: readonly MatchStatus[] = ['offer_extended', 'hired'];

/** The employer's interview stages, in order; a match may skip forward through them. */
export const INTERVIEW_STATUSES: readonly MatchStatus[] = [
  'pending_feedback_or_next_step',
  'resume_review',
  'phone_screen',
  'confirm_interview_slot',
  'initial_interview',
  'performance_task',
  'second_round_interview',
  'team_interview',
  'task_presentation',
  'final_interview',
  'reference_check',
];

/**
 * Who a match waits on in each status. `confirm_match` waits on the job seeker until they have answered the
 * confirm-match e-mail, then on staff (see `waitingOn`).
 */
export const RESPONSIBLE_PARTY: Readonly<Record<MatchStatus, ResponsibleParty>> = {
  confirm_match: 'jobseeker',
  staff_rejected: 'none',
  jobseeker_accept: 'staff',
  jobseeker_reject: 'none',
  pending_employer_review: 'employer',
  match_expired: 'none',
  pending_feedback_or_next_step: 'employer',
  resume_review: 'employer',
  phone_screen: 'employer',
  confirm_interview_slot: 'employer',
  initial_interview: 'employer',
  performance_task: 'employer',
  second_round_interview: 'employer',
  team_interview: 'employer',
  task_presentation: 'employer',
  final_interview: 'employer',
  reference_check: 'employer',
  employer_reject: 'none',
  offer_extended: 'jobseeker',
  offer_rejected: 'none',
  hired: 'none',
};

/** Who a match waits on now, given whether the job seeker has answered the confirm-match e-mail. */
export function waitingOn(status: MatchStatus, archived: boolean, jobseekerAnswered: boolean): ResponsibleParty {
  if (archived) return 'none';
  if (status === 'confirm_match' && jobseekerAnswered) return 'staff';
  return RESPONSIBLE_PARTY[status];
}

/**
 * Response deadlines per responsible party, in days from the last status change (our decision; spec 001 §4.1
 * leaves them out): a reminder first, then the match expires. Staff get a reminder only: a match never dies
 * because the provider's own people were slow.
 */
export const RESPONSE_DEADLINES: Readonly<Record<Exclude<ResponsibleParty, 'none'>, { remindAfterDays: number; expireAfterDays: number | null }>> = {
  jobseeker: { remindAfterDays: 2, expireAfterDays: 4 },
  employer: { remindAfterDays: 5, expireAfterDays: 10 },
  staff: { remindAfterDays: 2, expireAfterDays: null },
};

export function isMatchStatus(value: unknown): value is MatchStatus {
  return typeof value === 'string' && (MATCH_STATUS_VALUES as readonly string[]).includes(value);
}

export function matchStatusLabel(status: MatchStatus): string {
  return MATCH_STATUSES.find(([value]) => value === status)![1];
}
