import { serviceTier } from '../../shared/service-tiers';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Dollars as "$9,000". */
export function moneyText(amount: number): string {
  return money.format(amount);
}

/** A fee percent in words ("10% hiring fee", "No hiring fee", "Fee by agreement"); numeric columns may be strings. */
export function feePercentText(percent: number | string | null | undefined): string {
  if (percent === null || percent === undefined || percent === '') return 'Fee by agreement';
  const value = Number(percent);
  if (!Number.isFinite(value)) return 'Fee by agreement';
  if (value === 0) return 'No hiring fee';
  // "10.00" from a numeric column reads as 10.
  return `${Number(value.toFixed(2))}% hiring fee`;
}

/** A tier value in words ("Enhanced Plus"); an unknown value as it came. */
export function tierLabel(tier: string): string {
  return serviceTier(tier)?.label ?? tier;
}

/** A chosen (not yet agreed) tier with the fee the shared table gives it: "Enhanced · 10% hiring fee". */
export function chosenTierText(tier: string | null | undefined): string | null {
  if (typeof tier !== 'string' || tier === '') return null;
  const known = serviceTier(tier);
  return known === undefined ? tier : `${known.label} · ${feePercentText(known.feePercent)}`;
}

/**
 * The agreement fixed when staff approved the role, as one line: "Enhanced · 10% hiring fee". Null when no
 * tier was agreed (the role was never approved).
 */
export function agreedTierText(tier: string | null | undefined, percent: number | string | null | undefined): string | null {
  if (typeof tier !== 'string' || tier === '') return null;
  return `${tierLabel(tier)} · ${feePercentText(percent)}`;
}
