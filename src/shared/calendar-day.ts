const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `text` is a day that exists, written YYYY-MM-DD: "2027-02-30" and "2027-13-45" have the form but are no
 * day (a JavaScript Date would quietly roll them over to March 2 and a day in 2028).
 */
export function isCalendarDay(text: string): boolean {
  const parts = DAY.exec(text);
  if (!parts) return false;
  const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return day.toISOString().slice(0, 10) === text;
}
