import { redeemMagicLink } from '../../api/account/redeem-magic-link';
import type { SignInAnswer } from '../../api/account/sign-in-answer';
import { isApiError } from '../../api/api-error';

// A link works once; React's development double-run of effects must not spend it twice.
const redemptions = new Map<string, Promise<SignInAnswer>>();

/**
 * Redeems the link once per page load, whoever asks. When no answer came (network, 5xx) the link may still be
 * unspent, so the failure is forgotten and a retry calls again; a refusal is final and stays cached.
 */
export function redeemMagicLinkOnce(token: string, userId: string): Promise<SignInAnswer> {
  const key = `${userId}:${token}`;
  let redemption = redemptions.get(key);
  if (redemption === undefined) {
    redemption = redeemMagicLink(token, userId);
    redemption.catch((error: unknown) => {
      if (!isApiError(error) || error.retryable) redemptions.delete(key);
    });
    redemptions.set(key, redemption);
  }
  return redemption;
}
