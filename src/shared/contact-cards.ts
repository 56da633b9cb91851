/**
 * Whose contact details a match shows to whom (spec 001 §3: "Contact card visibility: show no card, jobseekers
 * only, employers only, both"). "Job seekers only" means the job seeker sees the employer's card; "employers only"
 * that the employer sees the job seeker's. Staff always see both.
 */
export const CONTACT_CARD_VISIBILITIES = ['none', 'jobseekers', 'employers', 'both'] as const;

export type ContactCardVisibility = (typeof CONTACT_CARD_VISIBILITIES)[number];

export const CONTACT_CARD_LABELS: Record<ContactCardVisibility, string> = {
  none: 'Show no card',
  jobseekers: 'Job seekers only',
  employers: 'Employers only',
  both: 'Both',
};

export function isContactCardVisibility(value: unknown): value is ContactCardVisibility {
  return typeof value === 'string' && (CONTACT_CARD_VISIBILITIES as readonly string[]).includes(value);
}

/** The job seeker of the match sees the employer's contact card. */
export function jobseekerSeesEmployerCard(visibility: ContactCardVisibility): boolean {
  return visibility === 'jobseekers' || visibility === 'both';
}

/** The role's employees see the job seeker's contact card. */
export function employerSeesJobseekerCard(visibility: ContactCardVisibility): boolean {
  return visibility === 'employers' || visibility === 'both';
}
