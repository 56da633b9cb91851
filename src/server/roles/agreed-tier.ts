import type { Answers } from '../../flows';
import type { RoleRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import { serviceTier } from '../../shared/service-tiers';

/** The agreement in words: "Enhanced (10% hiring fee)", "Custom (fee by agreement)". */
function agreementText(role: Pick<RoleRow, 'agreedServiceTier' | 'agreedFeePercent'>): string {
  const label = serviceTier(role.agreedServiceTier)?.label ?? String(role.agreedServiceTier);
  if (role.agreedFeePercent === null) return `${label} (fee by agreement)`;
  const percent = Number(role.agreedFeePercent);
  return percent === 0 ? `${label} (no hiring fee)` : `${label} (${Number(percent.toFixed(2))}% hiring fee)`;
}

/** The message for a tier change on an approved role; the browser shows it too, beside the read-only tier. */
function agreedTierMessage(role: Pick<RoleRow, 'agreedServiceTier' | 'agreedFeePercent'>): string {
  return `This role's service tier was agreed as ${agreementText(role)} when our staff approved it, so it cannot be changed here. To change the agreement, write to our staff in Messages.`;
}

/**
 * Approval fixes the tier and fee (the agreement is what a hire is invoiced on), so once a role has been approved
 * its `serviceTier` answer cannot move away from it: a change would be stored and have no effect. Refused with 409.
 */
export function assertAgreedTierKept(role: Pick<RoleRow, 'agreedServiceTier' | 'agreedFeePercent' | 'answers'>, answers: Answers): void {
  if (role.agreedServiceTier === null) return;
  if (answers.serviceTier === role.answers.serviceTier) return;
  throw new AppError(409, { service_tier: [agreedTierMessage(role)] });
}
