import { notificationTypeLabel } from './notification-type-label';

export const UNSUBSCRIBED_HEADING = "You're unsubscribed";
export const RESUBSCRIBED_HEADING = "You're subscribed again";
export const INVALID_LINK_HEADING = 'This link is not valid';
export const INVALID_LINK_TEXT = 'This unsubscribe link is not valid any more. Your e-mail settings have not changed.';
export const FAILED_HEADING = 'Your e-mail settings could not be changed';
export const LOADING_LABEL = 'Updating your e-mail settings';

/** "Welcome e-mails are turned off." or "Welcome e-mails are turned on again." */
export function subscriptionText(type: string, subscribed: boolean): string {
  return `${notificationTypeLabel(type)} e-mails are turned ${subscribed ? 'on again' : 'off'}.`;
}
