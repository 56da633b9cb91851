import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { ReferralInput, ReferralWire } from '../../../shared/wire/invitations-wire';
import { apiRequest } from '../api-client';

export type ReferralAccountType = ReferralInput['accountType'];

/** A Refer a Friend invitation (spec 000 §7), sent in the referrer's own name; an empty organization is left out. */
export type { ReferralInput } from '../../../shared/wire/invitations-wire';

/** POST /api/referrals/: 201 with the referral's id; 400 with field errors; 429 after the daily limit. */
export function sendReferral(input: ReferralInput): Promise<CamelKeys<ReferralWire>> {
  return apiRequest<CamelKeys<ReferralWire>>('/api/referrals/', { method: 'POST', body: input, module: 'referrals' });
}
