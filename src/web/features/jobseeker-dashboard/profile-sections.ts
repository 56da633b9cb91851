/** The job seeker profile sections (spec 000 §3) in order, each with the route name of its first step. */
export const PROFILE_SECTIONS = [
  { name: 'Core Profile', firstStep: '/profile/can_work_in_us' },
  { name: 'Job Seeking Preferences', firstStep: '/profile/job_seeking_status' },
  { name: 'Professional Experience', firstStep: '/profile/has_managed' },
  { name: 'Demographics', firstStep: '/profile/gender' },
  { name: 'Workplace Preferences', firstStep: '/profile/teamwork_approach' },
  { name: 'Affiliations', firstStep: '/profile/affiliations' },
] as const;
