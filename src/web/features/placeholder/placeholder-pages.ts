/**
 * The pages of the route map (spec 000 §2) that later issues build out. Each has its real title and one
 * sentence saying what will live there, so nobody mistakes the page for a finished one.
 */
export const PLACEHOLDER_PAGES = {
  signUpWithResume: { title: 'Sign up with your resume', description: 'Job seekers will be able to start an account by uploading a resume here.' },

  legacyMatching: { title: 'Legacy matching dashboard', description: 'The earlier matching tools will be available here.' },
  quickMatch: { title: 'Quick match', description: 'You will be able to search for job seekers who fit a role here.' },
  matchingResults: { title: 'Matching results', description: 'The results of the matching algorithm, role by role, will be shown here.' },
  roleFilterset: { title: 'Role filters', description: 'The filters used to find matches for this role will be edited here.' },
  allJobseekers: { title: 'All job seekers', description: 'Every job seeker on the platform will be listed here.' },
  staffRoleMatches: { title: 'Matches for this role', description: 'The job seekers matched with this role, and their status, will be shown here.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type PlaceholderPageKey = keyof typeof PLACEHOLDER_PAGES;
