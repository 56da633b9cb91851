import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { employerKey, getEmployer, type Employer } from '../../api/employers/use-employer';
import type { AnswersOwner } from '../../forms/use-owner-answers';
import { sessionOwner } from '../../session/session-owner';
import { useSession } from '../../session/use-session';

export const EMPLOYER_FLOW = 'employer-profile';

function isEmployerBody(body: unknown): body is Employer {
  return typeof body === 'object' && body !== null && 'slug' in body && 'completeness' in body;
}

/** The organisation whose profile the employee answers: GET /api/employers/{id}/; each PATCH answers the same body. */
export function useCompanyProfileOwner(employerId: number | null): AnswersOwner<Employer> {
  const owner = sessionOwner(useSession());
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      key: owner === null || employerId === null ? null : employerKey(employerId, owner),
      load: () => getEmployer(employerId!),
      params: employerId === null ? null : { employerId },
      versionOf: (body) => body.flowVersion,
      isOwnerBody: isEmployerBody,
      // The dashboard's organisation card reads the same key; the top bar's logo comes with the profile.
      onSaved: () => void mutate((key) => Array.isArray(key) && key[0] === '/api/my-profile/'),
    }),
    [owner, employerId, mutate],
  );
}
