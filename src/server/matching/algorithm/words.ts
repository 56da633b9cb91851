/** Words for reasons: readable lists and option values ("budgeting_forecasting" → "budgeting forecasting"). */
export function words(value: string): string {
  return value.replace(/_/g, ' ');
}

export function list(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

export function money(amount: number): string {
  return `$${amount.toLocaleString('en-US')}`;
}

/** Organisation names compared without case or extra spaces ("Eastside  unified" is "Eastside Unified"). */
export function normaliseOrganisation(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

const KINDS_OF_WORK: Record<string, string> = {
  full_time: 'full-time',
  part_time_30_40: 'part-time (30-40 hours)',
  part_time_20_30: 'part-time (20-30 hours)',
  part_time_under_20: 'part-time (under 20 hours)',
  contracted: 'contract',
};

/** A kind of work (employment type) as people say it. */
export function kindOfWork(value: string): string {
  return KINDS_OF_WORK[value] ?? words(value);
}
