/**
 * The pages of the route map (spec 000 §2) that later issues build out. Each has its real title and one
 * sentence saying what will live there, so nobody mistakes the page for a finished one.
 */
export const PLACEHOLDER_PAGES = {
  signUpWithResume: { title: 'Sign up with your resume', description: 'Job seekers will be able to start an account by uploading a resume here.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type PlaceholderPageKey = keyof typeof PLACEHOLDER_PAGES;
