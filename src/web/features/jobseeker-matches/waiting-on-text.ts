import type { Match } from '../../api/matching/matches-api';

/** Who a match waits on, as the job seeker reads it. */
export function waitingOnText(match: Pick<Match, 'waitingOn' | 'archived' | 'status'>): string {
  if (match.status === 'hired') return 'You were hired. Congratulations!';
  if (match.archived) return 'This match has ended.';
  switch (match.waitingOn) {
    case 'jobseeker':
      return 'Waiting on you';
    case 'staff':
      return 'Waiting on our team';
    case 'employer':
      return 'Waiting on the employer';
    case 'none':
      return 'Nothing to do';
  }
}

/** One sentence on where a live match stands, for the statuses where "waiting on" alone says too little; null otherwise. */
export function stageText(match: Pick<Match, 'status' | 'archived'>): string | null {
  if (match.archived) return null;
  switch (match.status) {
    case 'jobseeker_accept':
      return 'Our team is introducing you to the employer.';
    case 'pending_employer_review':
      return 'The employer is reviewing your profile.';
    case 'offer_extended':
      return 'The employer has made you an offer. Answer them directly; our team is here to help.';
    default:
      return null;
  }
}
