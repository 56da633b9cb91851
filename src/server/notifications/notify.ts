import type { AppDb } from '../db/database';
import { notifications, type NotificationRow } from '../db/schema';
import { writeAnnounced } from '../db/written-rows';

/**
 * Kinds of notification. The match kinds are the events a person must act on (issue 11 item 7); each is also a
 * kind of e-mail one can unsubscribe from.
 */
export type NotificationType =
  | 'welcome'
  | 'referral_joined'
  /** A job seeker was proposed for a role: they confirm interest (the next-morning e-mail). */
  | 'match_confirm'
  /** The job seeker answered the confirm-match e-mail: staff accept or reject it. */
  | 'match_interest'
  /** Staff sent a candidate to the employer: the role's employees review them. */
  | 'match_for_review'
  /** The employer extended an offer: the job seeker answers it. */
  | 'match_offer'
  /** Someone was hired: staff invoice the placement fee; the job seeker hears the news. */
  | 'match_hired'
  /** A match moved on for a person who must act next (staff corrections, reopened matches). */
  | 'match_update'
  /** A response deadline is near. */
  | 'match_reminder'
  /** A message someone may read arrived in one of their conversations (issue 12). */
  | 'message'
  /** Staff wrote feedback on a role, or sent it back to draft with feedback: its editors act on it (issue 22). */
  | 'role_feedback'
  /** Staff approved a role: it is open (issue 22). */
  | 'role_approved';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  actionUrl?: string;
}

/**
 * The one way a notification is created, so every event lands in the bell the same way. `db` may be a
 * transaction, so the notification commits (or not) with the event it is about; the person's unread count is
 * announced after that commit (`writeAnnounced`).
 */
export async function notify(db: Pick<AppDb, 'insert'>, notification: NewNotification, now: Date): Promise<NotificationRow> {
  const [row] = await writeAnnounced(db, notifications, notification.userId, () =>
    db
      .insert(notifications)
      .values({
        userId: notification.userId,
        type: notification.type,
        title: notification.title,
        actionUrl: notification.actionUrl ?? null,
        createdAt: now,
      })
      .returning(),
  );
  return row!;
}
