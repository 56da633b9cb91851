import type { RoleV1Answers } from '../../generated/flows';

/** What a person calls a role whose title is not written yet, wherever one is named. */
export const UNTITLED_ROLE = 'Untitled role';

/**
 * A role's title from its stored answers (typed by the role flow's generated answer type, since they were
 * checked against that schema when saved), or null while it is empty.
 */
export function roleTitleOf(answers: Record<string, unknown>): string | null {
  const { jobTitle } = answers as Pick<RoleV1Answers, 'jobTitle'>;
  return typeof jobTitle === 'string' && jobTitle.trim() !== '' ? jobTitle : null;
}
