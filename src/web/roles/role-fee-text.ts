import { WEEKS_PER_YEAR, serviceTier } from '../../shared/service-tiers';
import type { ExpectedFee } from '../api/roles/role-types';

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

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars with cents only when there are some: "$7", "$5.25". */
function hourlyMoneyText(amount: number): string {
  return Number.isInteger(amount) ? moneyText(amount) : cents.format(amount);
}

/**
 * What the role's expected fee comes to, and on what pay: "About $11,000, on a first-year compensation of
 * $110,000", for an hourly role with the rate and the hours its type implies, for a contract (no set hours) per
 * hour worked. Null when there is nothing to work it out on (no pay answered, or a fee by agreement).
 */
export function expectedFeeText(fee: ExpectedFee | null | undefined): string | null {
  if (!fee || typeof fee.percent !== 'number') return null;
  const { amount, compensation, hourlyRate, hoursPerWeek } = fee;
  if (typeof amount === 'number' && typeof compensation === 'number') {
    const base = `About ${moneyText(amount)}, on a first-year compensation of ${moneyText(compensation)}`;
    if (typeof hourlyRate !== 'number' || typeof hoursPerWeek !== 'number') return base;
    return `${base} (${hourlyMoneyText(hourlyRate)} an hour × ${hoursPerWeek} hours a week × ${WEEKS_PER_YEAR} weeks; a part-time band counts at its middle)`;
  }
  if (typeof hourlyRate === 'number' && compensation === null) {
    const perHour = Math.round(hourlyRate * fee.percent) / 100;
    return `About ${hourlyMoneyText(perHour)} for each hour worked in the first year (${Number(fee.percent.toFixed(2))}% of ${hourlyMoneyText(hourlyRate)} an hour): a contract sets no weekly hours`;
  }
  return null;
}
