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
