import { AppError } from '../errors/app-error';

/** The unique index that holds one live offer or hire per role (migration 0026). */
const ONE_LIVE_OFFER_INDEX = 'matches_one_live_offer_per_role';

/** Whether `error` is the database refusing a second live offer or hire on a role. */
function isSecondLiveOffer(error: unknown): boolean {
  // Drizzle wraps the driver's error; both drivers give the SQLSTATE as `code` and the index as `constraint`.
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === ONE_LIVE_OFFER_INDEX) return true;
  }
  return false;
}

/**
 * Runs a write that may give a match an offer or a hire. The role's row lock keeps the app's own moves in line;
 * a writer that skips it (or a check with a bug) meets the index instead, and the person is told what happened
 * rather than shown a server error.
 */
export async function refusingSecondLiveOffer<T>(write: () => PromiseLike<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isSecondLiveOffer(error)) throw error;
    throw AppError.detail(409, 'Another candidate of this role already holds its offer or hire. Reload the role to see where it stands.');
  }
}
