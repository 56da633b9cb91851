import { askAhead } from '../../api/answers-asked-ahead';
import { getMyAnswers, myAnswersKey } from '../../api/flows/use-my-answers';
import { getJobBoard, jobBoardKey } from '../../api/jobs/use-job-board';
import { getMySettings, mySettingsKey } from '../../api/settings/use-my-settings';
import { sessionOwner } from '../../session/session-owner';
import { getSession } from '../../session/session-store';

/**
 * Starts the job seeker home's own requests (settings, resume answers, job board) beside the fetch of its code,
 * instead of after its code has arrived and drawn once with the profile: the home then draws once with all of
 * it, rather than once per answer (each a whole render and commit on a phone's main thread). The home's hooks take
 * these requests over, with their own error handling; this file is outside the home's chunk so that it can run
 * before that chunk arrives.
 */
export function preloadJobseekerHomeData(): void {
  const session = getSession();
  const owner = sessionOwner(session);
  if (owner === null || session.claims?.userType !== 'jobseeker') return;
  askAhead(myAnswersKey('jobseeker', owner), () => getMyAnswers('jobseeker'));
  askAhead(jobBoardKey(owner), getJobBoard);
  // The settings path names the user's id, which the profile gives the hook; the session's claim is the same id.
  const userId = Number(session.claims.userId);
  if (Number.isSafeInteger(userId) && userId > 0) askAhead(mySettingsKey(userId, owner), () => getMySettings(userId));
}
