/** What a role without a job title yet is called. */
export const UNTITLED_ROLE = 'Untitled role';

/** A role's title in words: its job title answer, or "Untitled role". */
export function roleTitle(jobTitle: unknown): string {
  return typeof jobTitle === 'string' && jobTitle.trim() !== '' ? jobTitle.trim() : UNTITLED_ROLE;
}
