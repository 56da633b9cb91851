import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { ReferralInput, referralWireSchema } from '../../../shared/wire/invitations-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

export type ReferralAccountType = ReferralInput['accountType'];

/** A Refer a Friend invitation (spec 000 §7), sent in the referrer's own name; an empty organization is left out. */
export type { ReferralInput } from '../../../shared/wire/invitations-wire';

/** POST /api/referrals/: 201 with the referral's id; 400 with field errors; 429 after the daily limit. */
export function sendReferral(input: ReferralInput): Promise<CamelKeys<FromSchema<typeof referralWireSchema>>> {
  return apiRequest<CamelKeys<FromSchema<typeof referralWireSchema>>>('/api/referrals/', { method: 'POST', body: input, module: 'referrals' });
}
