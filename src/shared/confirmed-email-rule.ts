/** What an unconfirmed employee cannot do yet, as the end of "Confirm your e-mail address before …". */
export type ConfirmedEmailAction = 'sending the contract' | 'inviting coworkers' | 'publishing a role';

/**
 * Sending the contract, inviting a coworker and publishing a role speak for the organisation, so they wait for
 * a confirmed address (issue 22). The server refuses with this sentence and the browser says the same.
 */
export function confirmEmailFirst(action: ConfirmedEmailAction): string {
  return `Confirm your e-mail address before ${action}: open the link in the e-mail we sent when you signed up.`;
}
