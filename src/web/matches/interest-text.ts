import type { JobseekerInterest } from '../api/matching/matches-api';

/** What the job seeker is told once they answered a match. */
export function interestText(interest: JobseekerInterest): string {
  return interest === 'interested'
    ? "You told us you're interested. Our team will review the match and be in touch."
    : "You told us you're not interested. We won't put you forward for this role.";
}
