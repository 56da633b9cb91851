import { apiRequest } from '../api-client';

export type ReferralAccountType = 'jobseeker' | 'employer';

/** A Refer a Friend invitation (spec 000 §7), sent in the referrer's own name. */
export interface ReferralInput {
  /** The referrer's own user id. */
  user: number;
  firstName: string;
  lastName: string;
  email: string;
  accountType: ReferralAccountType;
  /** Only for employers; an empty value is left out of the body. */
  organization?: string;
}

/** POST /api/referrals/: 201 with the referral's id; 400 with field errors; 429 after the daily limit. */
export function sendReferral(input: ReferralInput): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('/api/referrals/', { method: 'POST', body: input, module: 'referrals' });
}
