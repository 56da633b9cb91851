/** One notification as the app sees it (spec 000 §3), converted from the server's snake_case: the wire contract's type. */
export type { AppNotification } from '../../../shared/wire/notifications-wire';
