/** Why a job seeker cannot open their matches yet: on the dashboard's button and on the matches page. */
export const COMPLETE_CORE_PROFILE_TEXT = 'Complete Core Profile to view your matches';
/**
 * Why the matches are closed to someone whose Core Profile is complete: the spec's sentence would send them to
 * finish what they have finished, so this names the setting that is off and where to turn it on.
 */
export const MATCHING_OFF_TEXT =
  'Your matches are hidden because Open to matching is turned off, so employers do not see you either. Turn it on in Settings to view your matches.';
