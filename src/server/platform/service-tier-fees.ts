import { eq } from 'drizzle-orm';
import type { DbReader } from '../db/database';
import { platformSettings } from '../db/schema';
import { SERVICE_TIERS, type ServiceTier, type ServiceTierValue } from '../../shared/service-tiers';

export const SERVICE_TIER_FEES_KEY = 'service_tier_fees';

/** Fee percents staff set, by tier; a tier not named keeps its built-in fee. Custom is always by agreement. */
export type FeePercents = Partial<Record<Exclude<ServiceTierValue, 'custom'>, number>>;

export async function configuredFeePercents(db: DbReader): Promise<FeePercents> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, SERVICE_TIER_FEES_KEY)).limit(1);
  return (row?.value as FeePercents | undefined) ?? {};
}

/** The fee table new roles are offered and approved with: the built-in tiers with staff's percents. */
export function feeTable(fees: FeePercents): ServiceTier[] {
  return SERVICE_TIERS.map((tier) => (tier.tier !== 'custom' && typeof fees[tier.tier] === 'number' ? { ...tier, feePercent: fees[tier.tier]! } : tier));
}

/** One tier's current row of the table, or undefined for a value that is not a tier. */
export function currentTier(value: unknown, fees: FeePercents): ServiceTier | undefined {
  return feeTable(fees).find((tier) => tier.tier === value);
}
