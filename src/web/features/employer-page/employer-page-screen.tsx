import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useEmployer } from '../../api/employers/use-employer';
import { usePublicEmployer } from '../../api/public/use-public-employer';
import { EmployerProfileView } from '../../employers/employer-profile-view';
import { PublicEmployerState } from '../../employers/public-employer-state';
import { UnpublishedRoles } from './unpublished-roles';

/**
 * /employer/:employerName for employees: the organisation as the public sees it and, when it is the employee's
 * own, also its roles that are not public yet (drafts, in review, paused). Another organisation's page shows
 * only what the public sees.
 */
export function EmployerPageScreen() {
  const { employerName } = useParams();
  const employer = usePublicEmployer(employerName);
  const profile = useMyProfile();
  // The profile names the organisation once the server sends it; until then its record gives the slug.
  const own = useEmployer(profile.data?.employer ? null : profile.data?.employerId);
  const ownSlug = profile.data?.employer?.slug ?? own.data?.slug;
  const isOwn = ownSlug !== undefined && ownSlug === employerName;

  return (
    <PublicEmployerState data={employer.data} error={employer.error} onRetry={() => void employer.mutate()}>
      {(data) => (
        <EmployerProfileView employer={data}>
          {isOwn && (
            <>
              <Alert severity="info" role="note">
                This is your organization&apos;s page. The public sees it without the roles that are not yet public, at{' '}
                <Link component={RouterLink} to={`/employers/${encodeURIComponent(data.slug)}`}>
                  its public page
                </Link>
                .
              </Alert>
              <UnpublishedRoles />
            </>
          )}
        </EmployerProfileView>
      )}
    </PublicEmployerState>
  );
}
