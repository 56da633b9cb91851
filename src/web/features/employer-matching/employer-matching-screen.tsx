import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMatches } from '../../api/matching/matches-api';
import { useRoles } from '../../api/roles/use-roles';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { MatchingAccessGate } from './matching-access-gate';
import { candidatesSummary } from './candidates-summary';
import { roleGroups } from './role-groups';
import { RoleMatchesCard } from './role-matches-card';

export const NO_CANDIDATES_TEXT = 'No candidates yet. When our team confirms a job seeker for one of your published roles, they appear here.';

/**
 * The employer's matching dashboard at /matching (issue 11 item 5): the organisation's roles with their
 * candidates from pending employer review on, counted by stage. Only for employees the matching rule allows.
 */
export function EmployerMatchingScreen() {
  return (
    <Stack spacing={3}>
      <PageHeading>Matches</PageHeading>
      <MatchingAccessGate>
        <MatchingDashboard />
      </MatchingAccessGate>
    </Stack>
  );
}

function MatchingDashboard() {
  const matches = useMatches();
  // The roles list only adds titles and roles still without candidates: the page works without it.
  const roles = useRoles();

  if (matches.data === undefined) {
    if (matches.error !== undefined)
      return <LoadFailure what="Your candidates could not be loaded." message={matches.error.message} onRetry={() => void matches.mutate()} />;
    return (
      <Stack spacing={2} role="status" aria-label="Loading your candidates">
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={110} />
      </Stack>
    );
  }
  const groups = roleGroups(roles.data ?? [], matches.data);
  return (
    <Stack spacing={2}>
      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography>{NO_CANDIDATES_TEXT}</Typography>
        </Paper>
      ) : (
        <>
          <Typography>{candidatesSummary(matches.data, groups.length)}</Typography>
          <Box component="ul" aria-label="Roles with candidates" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {groups.map((group) => (
              <RoleMatchesCard key={group.uuid} group={group} />
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
