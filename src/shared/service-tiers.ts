/**
 * Service tiers and their hiring fees (spec 001 §3.5, §9): the fee is a share of the hire's first-year
 * compensation. The values are those of schemas/enums/service-tiers.json (the role flow's `serviceTier` question);
 * a unit test keeps the two in step. Used by the server (fixing the agreed fee on approval) and the browser
 * (showing each tier's fee and the role's expected fee).
 */
export const SERVICE_TIER_VALUES = ['essential', 'enhanced', 'enhanced_plus', 'premier', 'premier_plus', 'custom'] as const;

export type ServiceTierValue = (typeof SERVICE_TIER_VALUES)[number];

export interface ServiceTier {
  tier: ServiceTierValue;
  label: string;
  /** Percent of first-year compensation; null when the fee is set by agreement (Custom). */
  feePercent: number | null;
}

/**
 * Essential has no fee in the spec. Decision: Essential lists the role and runs the matching algorithm without
 * staff screening, so it carries no hiring fee (0 %); the staff-screened tiers carry the spec's fees.
 */
export const SERVICE_TIERS: readonly ServiceTier[] = [
  { tier: 'essential', label: 'Essential', feePercent: 0 },
  { tier: 'enhanced', label: 'Enhanced', feePercent: 10 },
  { tier: 'enhanced_plus', label: 'Enhanced Plus', feePercent: 15 },
  { tier: 'premier', label: 'Premier', feePercent: 20 },
  { tier: 'premier_plus', label: 'Premier Plus', feePercent: 25 },
  { tier: 'custom', label: 'Custom', feePercent: null },
];

/**
 * Hours a week each employment type implies (spec 001 §3.5), to turn an hourly rate into first-year pay: full time
 * is 40, a part-time band counts at its middle (under 20 as 10). A contract sets no weekly hours, so it has none.
 */
export const WEEKLY_HOURS: Readonly<Record<string, number>> = { full_time: 40, part_time_30_40: 35, part_time_20_30: 25, part_time_under_20: 10 };

export const WEEKS_PER_YEAR = 52;

export function isServiceTier(value: unknown): value is ServiceTierValue {
  return typeof value === 'string' && (SERVICE_TIER_VALUES as readonly string[]).includes(value);
}

/** The tier's row of the table, or undefined for a value that is not a tier. */
export function serviceTier(value: unknown): ServiceTier | undefined {
  return isServiceTier(value) ? SERVICE_TIERS.find((entry) => entry.tier === value) : undefined;
}

/** The fee in words: "10%", "No hiring fee" or "By agreement". */
export function feeText(tier: ServiceTier): string {
  if (tier.feePercent === null) return 'By agreement';
  if (tier.feePercent === 0) return 'No hiring fee';
  return `${tier.feePercent}%`;
}

/**
 * The hiring fee in whole dollars for a first-year compensation of `salary` dollars: null when the tier's fee is
 * by agreement, the tier is unknown, or the compensation is not known.
 */
export function expectedFee(tier: ServiceTierValue | string | null | undefined, salary: number | null | undefined): number | null {
  return feeAmount(serviceTier(tier)?.feePercent, salary);
}

/** `percent` of `salary` in whole dollars; null when either is unknown (an agreed percent fixed on a role, say). */
export function feeAmount(percent: number | null | undefined, salary: number | null | undefined): number | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return null;
  if (typeof salary !== 'number' || !Number.isFinite(salary) || salary < 0) return null;
  return Math.round((salary * percent) / 100);
}

/** What a role's expected fee is worked out on: its first-year pay and, for an hourly role, the rate and hours. */
export interface PayBasis {
  /** First-year pay in dollars; null for an hourly role with no weekly hours (a contract). */
  compensation: number | null;
  /** The preferred hourly rate when the pay comes from it, else null. */
  hourlyRate: number | null;
  /** The weekly hours the role's type implies when the pay comes from a rate, else null. */
  hoursPerWeek: number | null;
}

/**
 * The first-year pay a role's answers point to: the preferred salary (full-time roles), else the preferred hourly
 * rate × the weekly hours its type implies × 52 weeks (the most hours when several types are chosen, as the rate
 * steps ask one rate for all of them); null without a salary or rate. A contract alone has a rate but no hours.
 */
export function payBasis(answers: { preferredSalary?: unknown; preferredRate?: unknown; roleType?: unknown }): PayBasis | null {
  if (typeof answers.preferredSalary === 'number') return { compensation: answers.preferredSalary, hourlyRate: null, hoursPerWeek: null };
  if (typeof answers.preferredRate !== 'number') return null;
  const types = Array.isArray(answers.roleType) ? answers.roleType : [];
  const hours = types.flatMap((type) => (typeof type === 'string' && WEEKLY_HOURS[type] !== undefined ? [WEEKLY_HOURS[type]] : []));
  const hoursPerWeek = hours.length > 0 ? Math.max(...hours) : null;
  const compensation = hoursPerWeek === null ? null : Math.round(answers.preferredRate * hoursPerWeek * WEEKS_PER_YEAR);
  return { compensation, hourlyRate: answers.preferredRate, hoursPerWeek };
}
