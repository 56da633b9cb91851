import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import type { PublicEmployer } from '../api/public/public-employer';
import { LoadFailure } from '../components/load-failure';
import { EmployerNotFound } from './employer-not-found';

interface PublicEmployerStateProps {
  data: PublicEmployer | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  children: (employer: PublicEmployer) => ReactNode;
}

/** The loading, not-found and failed states of an organisation's page; `children` draws it once loaded. */
export function PublicEmployerState({ data, error, onRetry, children }: PublicEmployerStateProps) {
  if (data !== undefined) return children(data);
  if (error !== undefined && error.status === 404) return <EmployerNotFound />;
  if (error !== undefined) return <LoadFailure what="This organization could not be loaded." message={error.message} onRetry={onRetry} />;
  return (
    <Stack spacing={2} role="status" aria-label="Loading the organization">
      <Skeleton width="20ch" height={48} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}
