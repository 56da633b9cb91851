import { isMatchStatus, matchStatusLabel, type ResponsibleParty } from '../../../shared/match-statuses';

/** A match status in words; a status this app does not know is shown as it came. */
export function statusWords(status: string): string {
  return isMatchStatus(status) ? matchStatusLabel(status) : status;
}

const WAITING_ON: Record<ResponsibleParty, string> = {
  jobseeker: 'Waiting on the job seeker',
  staff: 'Waiting on staff',
  employer: 'Waiting on the employer',
  none: 'Ended',
};

export function waitingOnWords(party: string | null | undefined): string | null {
  return party !== null && party !== undefined && Object.hasOwn(WAITING_ON, party) ? WAITING_ON[party as ResponsibleParty] : null;
}
