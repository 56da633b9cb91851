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

/** Hours in a full-time working year (52 weeks of 40 hours): turns an hourly rate into a yearly figure. */
export const HOURS_PER_YEAR = 2080;

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

/**
 * The first-year compensation a role's answers point to: the preferred salary (full-time roles), else the
 * preferred hourly rate × 2080 hours (a full-time year: the fee is a share of first-year compensation, and a
 * part-time role's hours are a range, so the full-time year is the one figure both sides can check), else null.
 */
export function firstYearCompensation(answers: { preferredSalary?: unknown; preferredRate?: unknown }): number | null {
  if (typeof answers.preferredSalary === 'number') return answers.preferredSalary;
  if (typeof answers.preferredRate === 'number') return answers.preferredRate * HOURS_PER_YEAR;
  return null;
}
