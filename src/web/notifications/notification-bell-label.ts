/** The bell button's accessible name: "Notifications, 3 unread", or "Notifications" when none are unread. */
export function notificationBellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
}
