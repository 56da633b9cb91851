import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMatches } from '../../api/matching/matches-api';
import { useMatchingRoles } from '../../api/matching/matching-roles-api';
import { jobseekerName } from '../../api/matching/search-api';
import { formatDate } from '../../components/format-date';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { LoadingRows } from './loading-rows';
import { DEBUG_ALGORITHM_PATH, MATCHING_RESULTS_PATH, matchAnchorId, PIPELINE_PATH, quickSearchPath, rolePipelinePath } from './matching-paths';
import { statusWords } from './status-words';

const TOOLS = [
  {
    title: 'Matching results',
    text: 'Open roles with their matches per status; ranked candidates with the reasons, and Propose match.',
    to: MATCHING_RESULTS_PATH,
  },
  { title: 'Quick search', text: 'Find job seekers, roles and matches by name, e-mail, title or organization.', to: quickSearchPath('jobseekers') },
  { title: 'All job seekers in the pipeline', text: 'Every job seeker with a match, and where each of their matches stands.', to: PIPELINE_PATH },
  {
    title: 'Debug algorithm',
    text: 'One role and one job seeker: every filter passed or failed and every factor, with both values.',
    to: DEBUG_ALGORITHM_PATH,
  },
] as const;

function Tool({ title, text, to }: { title: string; text: string; to: string }) {
  const titleId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={titleId} component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      <Box>
        <Button variant="outlined" size="small" component={RouterLink} to={to} aria-describedby={titleId}>
          Open
        </Button>
      </Box>
    </Paper>
  );
}

/** The matches whose next move is staff's (a job seeker answered, or accepted): the work waiting now. */
function WaitingOnStaff() {
  const matches = useMatches({ archived: 'false' });
  if (matches.data === undefined) {
    return matches.error !== undefined ? (
      <LoadFailure what="The matches waiting on staff could not be loaded." message={matches.error.message} onRetry={() => void matches.mutate()} />
    ) : (
      <LoadingRows label="Loading the matches waiting on staff" rows={2} height={56} />
    );
  }
  const waiting = matches.data
    .filter((match) => match.waitingOn === 'staff')
    .sort((a, b) => (a.statusChangedAt ?? a.updatedAt).localeCompare(b.statusChangedAt ?? b.updatedAt));
  if (waiting.length === 0) return <Typography>Nothing is waiting on staff.</Typography>;
  return (
    <Box component="ul" aria-label="Matches waiting on staff, oldest first" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {waiting.map((match) => {
        const name = jobseekerName({ id: match.jobseeker, firstName: match.jobseekerFirstName, lastName: match.jobseekerLastName });
        return (
          <Paper component="li" key={match.id} variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Link component={RouterLink} to={`${rolePipelinePath(match.role)}#${matchAnchorId(match.id)}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name} · {match.roleTitle ?? 'Untitled role'}
            </Link>
            <Chip size="small" label={statusWords(match.status)} />
            {match.jobseekerInterest !== null && (
              <Chip
                size="small"
                color={match.jobseekerInterest === 'interested' ? 'success' : 'warning'}
                label={match.jobseekerInterest === 'interested' ? 'Interested' : 'Not interested'}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              since {formatDate(match.statusChangedAt ?? match.updatedAt)}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}

function OpenRolesLine() {
  const roles = useMatchingRoles();
  if (roles.data === undefined) return null;
  const open = roles.data.filter((role) => role.status === 'open').length;
  return (
    <Typography>
      {open === 1 ? '1 open role' : `${open} open roles`} to match for.{' '}
      <Link component={RouterLink} to={MATCHING_RESULTS_PATH}>
        See them with their candidates
      </Link>
      .
    </Typography>
  );
}

/** Staff, /matching and /v2/dashboard: the matching dashboard: what waits on staff, and the way to each tool. */
export function MatchingHubScreen() {
  return (
    <Stack spacing={3}>
      <PageHeading>Matching</PageHeading>
      <OpenRolesLine />
      <section aria-labelledby="waiting-on-staff-heading">
        <Typography id="waiting-on-staff-heading" variant="h2" sx={{ mb: 1.5 }}>
          Waiting on staff
        </Typography>
        <WaitingOnStaff />
      </section>
      <section aria-labelledby="matching-tools-heading">
        <Typography id="matching-tools-heading" variant="h2" sx={{ mb: 1.5 }}>
          Tools
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {TOOLS.map((tool) => (
            <Tool key={tool.to} {...tool} />
          ))}
        </Box>
      </section>
    </Stack>
  );
}
