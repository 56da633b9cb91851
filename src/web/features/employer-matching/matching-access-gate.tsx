import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import type { MatchingAccess } from './matching-access';
import { useEmployerMatchingAccess } from './matching-access';
import { LinkAlert } from '../../components/link-alert';

export const NO_GRANT_TEXT =
  'You do not have access to matching. A team administrator of your organization can turn on Matching access for you on the company dashboard.';
export const NO_PUBLISHED_ROLE_TEXT =
  'Matching opens once one of your roles is published. Finish a role and send it to us for review from the company dashboard.';

interface MatchingAccessGateProps {
  children: ReactNode;
  /** A page heading to show above the loading and refusal states, for pages whose own heading is in `children`. */
  heading?: string;
}

/** The matching pages' content for an employee allowed to see it; otherwise why not, never the list. */
export function MatchingAccessGate({ children, heading }: MatchingAccessGateProps) {
  const access = useEmployerMatchingAccess();
  if (access.state === 'allowed') return <>{children}</>;
  if (heading === undefined) return <Refused access={access} />;
  return (
    <Stack spacing={3}>
      <PageHeading>{heading}</PageHeading>
      <Refused access={access} />
    </Stack>
  );
}

function Refused({ access }: { access: Exclude<MatchingAccess, { state: 'allowed' }> }) {
  switch (access.state) {
    case 'loading':
      return (
        <Stack spacing={2} role="status" aria-label="Loading matching">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
        </Stack>
      );
    case 'failed':
      return <LoadFailure what="Matching could not be loaded." message={access.message} onRetry={access.retry} />;
    case 'no-grant':
    case 'no-published-role':
      return (
        <LinkAlert severity="info" link={{ to: '/dashboard', label: 'Company dashboard' }}>
          {access.state === 'no-grant' ? NO_GRANT_TEXT : NO_PUBLISHED_ROLE_TEXT}
        </LinkAlert>
      );
  }
}
