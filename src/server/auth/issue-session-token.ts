import type { UserRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import { isUserType } from '../../shared/user-types';
import { signSessionToken } from './session-token';

/**
 * A session token for the user at their current token version. A new sign-in starts a refresh chain now;
 * a refresh passes the chain's original `origIat` on.
 */
export function issueSessionToken(ctx: AppContext, user: UserRow, options: { origIat?: number; actingStaff?: UserRow } = {}): Promise<string> {
  if (!isUserType(user.userType)) throw new Error(`user ${user.id} has an unknown type`);
  const now = ctx.clock.now();
  return signSessionToken(
    ctx.jwtSecret,
    {
      userId: user.id,
      userType: user.userType,
      origIat: options.origIat ?? Math.floor(now.getTime() / 1000),
      version: user.tokenVersion,
      actingStaff: options.actingStaff && { id: options.actingStaff.id, version: options.actingStaff.tokenVersion },
    },
    now,
    ctx.config.jwtTtlMinutes,
  );
}
