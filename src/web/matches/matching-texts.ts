/** Why a job seeker cannot open their matches yet: on the dashboard's button and on the matches page. */
export const COMPLETE_CORE_PROFILE_TEXT = 'Complete Core Profile to view your matches';
