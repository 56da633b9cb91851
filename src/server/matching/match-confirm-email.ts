import type { MatchRow } from '../db/schema';
import type { AppContext } from '../http/app-context';
import type { MatchDb } from './match-notifications';

/**
 * Schedules the confirm-match e-mail to the job seeker for the next morning (spec 001 §4.1), in the match's
 * transaction so a rolled-back match sends nothing; one job per match (its singleton key).
 */
export async function enqueueConfirmMatchEmail(_tx: MatchDb, _ctx: Pick<AppContext, 'clock'>, _match: Pick<MatchRow, 'id'>): Promise<void> {
  // Wired to helper C's job queue (enqueueJob, nextMorning) once it lands.
}
