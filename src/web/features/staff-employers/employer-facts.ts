const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatCount(n: number): string {
  return numberFormat.format(n);
}

/** An ISO timestamp as a date such as "Jan 5, 2026"; empty when it does not parse. */
export function formatCreated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
