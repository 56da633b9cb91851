import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMatches } from '../../api/matching/matches-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { COMPLETE_CORE_PROFILE_TEXT, MATCHING_OFF_TEXT } from '../../matches/matching-texts';
import { useMarkSeen } from '../../api/matching/use-mark-seen';
import { JobseekerMatchCard } from './jobseeker-match-card';
import type { MatchesAccess } from './matches-access';
import { useJobseekerMatchesAccess } from './matches-access';
import { LinkAlert } from '../../components/link-alert';

export const NO_MATCHES_TEXT = 'No matches yet. When our team finds a role that fits you, it appears here and we e-mail you.';

/**
 * My Matches at /matching and /v2/dashboard (issue 11 item 6): the job seeker's matches with role,
 * organisation, status and who each waits on, and the interest buttons for a proposed one. Only with Open to
 * matching on and Core Profile complete (spec 000 §6); otherwise the spec's sentence and the way to fix it.
 */
export function JobseekerMatchesScreen() {
  const access = useJobseekerMatchesAccess();
  return (
    <Stack spacing={3}>
      <PageHeading>My matches</PageHeading>
      {access.state === 'allowed' ? <MatchesList /> : <NotOpen access={access} />}
    </Stack>
  );
}

function NotOpen({ access }: { access: Exclude<MatchesAccess, { state: 'allowed' }> }) {
  if (access.state === 'loading') return <Skeleton variant="rounded" height={96} aria-label="Loading your matches" />;
  if (access.state === 'failed') return <LoadFailure what="Your matches could not be loaded." message={access.message} onRetry={access.retry} />;
  const fix = !access.coreProfileComplete
    ? { to: '/profile', label: 'Complete Core Profile' }
    : !access.openToMatching
      ? { to: '/settings', label: 'Open Settings' }
      : null;
  return (
    <LinkAlert severity="info" link={fix}>
      {access.coreProfileComplete && !access.openToMatching ? MATCHING_OFF_TEXT : COMPLETE_CORE_PROFILE_TEXT}
    </LinkAlert>
  );
}

function MatchesList() {
  const matches = useMatches();
  const open = matches.data?.filter((match) => !match.archived) ?? [];
  useMarkSeen(open);

  if (matches.data === undefined) {
    if (matches.error !== undefined)
      return <LoadFailure what="Your matches could not be loaded." message={matches.error.message} onRetry={() => void matches.mutate()} />;
    return (
      <Stack spacing={2} role="status" aria-label="Loading your matches">
        <Skeleton variant="rounded" height={110} />
        <Skeleton variant="rounded" height={110} />
      </Stack>
    );
  }
  if (matches.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography>{NO_MATCHES_TEXT}</Typography>
      </Paper>
    );
  }
  const past = matches.data.filter((match) => match.archived);
  return (
    <Stack spacing={3}>
      {open.length > 0 && (
        <Box component="ul" aria-label="Current matches" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {open.map((match) => (
            <JobseekerMatchCard key={match.id} match={match} />
          ))}
        </Box>
      )}
      {past.length > 0 && (
        <Box component="section" aria-labelledby="past-matches-heading">
          <Typography id="past-matches-heading" component="h2" variant="h5" sx={{ mb: 1.5 }}>
            Past matches
          </Typography>
          <Box component="ul" aria-label="Past matches" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {past.map((match) => (
              <JobseekerMatchCard key={match.id} match={match} />
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
