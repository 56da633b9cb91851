// Names people know the kinds of notification by; server types not listed here are spelled out from the code.
const LABELS: Record<string, string> = {
  welcome: 'Welcome',
};

/** The kind of e-mail a notification type stands for, capitalised: "welcome" gives "Welcome", "new_match" gives "New match". */
export function notificationTypeLabel(type: string): string {
  const known = LABELS[type];
  if (known !== undefined) return known;
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  if (words === '') return 'Notification';
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}
