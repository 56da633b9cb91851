import type { MatchRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import type { AppQueries } from '../db/database';
import { scheduleConfirmMatchEmail } from './match-jobs';

/**
 * Schedules the confirm-match e-mail to the job seeker for the next morning (spec 001 §4.1), in the match's
 * transaction so a rolled-back match sends nothing; one job per match (its singleton key).
 */
export async function enqueueConfirmMatchEmail(tx: AppQueries, ctx: Pick<AppContext, 'clock'>, match: Pick<MatchRow, 'id'>): Promise<void> {
  await scheduleConfirmMatchEmail(tx, ctx.clock.now(), match.id);
}
