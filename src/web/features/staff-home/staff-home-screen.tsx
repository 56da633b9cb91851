import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStaffOverview } from '../../api/staff/use-staff-overview';
import { PageHeading } from '../../components/page-heading';
import { VisuallyHidden } from '../../components/visually-hidden';
import { CountCards } from './count-cards';
import { MatchesByStatusTable } from './matches-by-status-table';
import { RolesInReviewCard } from './roles-in-review-card';
import { LoadFailure } from '../../components/load-failure';

/** The staff home at /dashboard (/v2/dashboard is the matching dashboard): roles waiting for review, live platform counts and matches by status. */
export function StaffHomeScreen() {
  const overview = useStaffOverview();
  return (
    <Stack spacing={3}>
      <PageHeading>Staff dashboard</PageHeading>
      <RolesInReviewCard />
      {overview.error !== undefined && overview.data === undefined ? (
        <LoadFailure what="The platform overview could not be loaded." message={overview.error.message} onRetry={() => void overview.mutate()} />
      ) : (
        <>
          <CountCards overview={overview.data} />
          <section aria-labelledby="matches-by-status-heading">
            <Typography id="matches-by-status-heading" variant="h2" sx={{ mb: 2 }}>
              Matches by status
            </Typography>
            {overview.data === undefined ? (
              <>
                <span role="status">
                  <VisuallyHidden>Loading the platform overview</VisuallyHidden>
                </span>
                <Skeleton variant="rounded" height={320} />
              </>
            ) : (
              <MatchesByStatusTable matchesByStatus={overview.data.matchesByStatus} />
            )}
          </section>
        </>
      )}
    </Stack>
  );
}
