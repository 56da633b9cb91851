import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Match } from '../../api/matching/matches-api';
import { useMatches } from '../../api/matching/matches-api';
import { jobseekerName } from '../../api/matching/search-api';
import { formatDate } from '../../components/format-date';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { LoadingRows } from './loading-rows';
import { matchAnchorId, rolePipelinePath } from './matching-paths';
import { statusWords, waitingOnWords } from './status-words';

interface SeekerGroup {
  jobseeker: number;
  name: string;
  matches: Match[];
}

/** Every match grouped by job seeker, by name; each job seeker's matches most recently changed first. */
export function groupByJobseeker(matches: readonly Match[]): SeekerGroup[] {
  const groups = new Map<number, SeekerGroup>();
  for (const match of matches) {
    const group = groups.get(match.jobseeker) ?? {
      jobseeker: match.jobseeker,
      name: jobseekerName({ id: match.jobseeker, firstName: match.jobseekerFirstName, lastName: match.jobseekerLastName }),
      matches: [],
    };
    group.matches.push(match);
    groups.set(match.jobseeker, group);
  }
  const recent = (match: Match): string => match.statusChangedAt ?? match.updatedAt;
  return [...groups.values()]
    .map((group) => ({ ...group, matches: [...group.matches].sort((a, b) => recent(b).localeCompare(recent(a))) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.jobseeker - b.jobseeker);
}

function SeekerCard({ group }: { group: SeekerGroup }) {
  const nameId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Typography id={nameId} component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem', mb: 1, overflowWrap: 'anywhere' }}>
        {group.name}{' '}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', fontSize: '0.9rem' }}>
          · {group.matches.length === 1 ? '1 match' : `${group.matches.length} matches`}
        </Box>
      </Typography>
      <Box component="ul" aria-label={`Matches of ${group.name}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {group.matches.map((match) => (
          <Box component="li" key={match.id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Link component={RouterLink} to={`${rolePipelinePath(match.role)}#${matchAnchorId(match.id)}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {match.roleTitle ?? 'Untitled role'}
            </Link>
            {match.employerName !== null && <Typography variant="body2">{match.employerName}</Typography>}
            <Chip size="small" label={statusWords(match.status)} />
            {match.archived && <Chip size="small" variant="outlined" label="Archived" />}
            <Typography variant="body2" color="text.secondary">
              {[waitingOnWords(match.waitingOn), formatDate(match.statusChangedAt ?? match.updatedAt)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** Staff, /role/matches: every job seeker in the pipeline with all their matches, across roles. */
export function PipelineScreen() {
  const [showEnded, setShowEnded] = useState(false);
  const matches = useMatches(showEnded ? {} : { archived: 'false' });
  const [filter, setFilter] = useState('');

  let body;
  if (matches.data === undefined) {
    body =
      matches.error !== undefined ? (
        <LoadFailure what="The matches could not be loaded." message={matches.error.message} onRetry={() => void matches.mutate()} />
      ) : (
        <LoadingRows label="Loading the pipeline" />
      );
  } else if (matches.data.length === 0) {
    body = <Typography>{showEnded ? 'No matches yet.' : 'No active matches. Archived ones show with the switch above.'}</Typography>;
  } else {
    const groups = groupByJobseeker(matches.data);
    const needle = filter.trim().toLowerCase();
    const shown =
      needle === ''
        ? groups
        : groups.filter(
            (group) => group.name.toLowerCase().includes(needle) || group.matches.some((match) => (match.roleTitle ?? '').toLowerCase().includes(needle)),
          );
    body = (
      <>
        <Typography variant="body2" role="status">
          {shown.length === groups.length ? `${groups.length} job seekers` : `${shown.length} of ${groups.length} job seekers`}
        </Typography>
        {shown.length === 0 ? (
          <Typography>No job seeker or role matches “{filter.trim()}”.</Typography>
        ) : (
          <Box component="ul" aria-label="Job seekers in the pipeline" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {shown.map((group) => (
              <SeekerCard key={group.jobseeker} group={group} />
            ))}
          </Box>
        )}
      </>
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeading>All job seekers</PageHeading>
      <Typography color="text.secondary">
        Every job seeker with a match, and where each of their matches stands. Open a match to see its history and move it.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          label="Filter by name or role"
          type="search"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <FormControlLabel control={<Switch checked={showEnded} onChange={(event) => setShowEnded(event.target.checked)} />} label="Include archived matches" />
      </Box>
      {body}
    </Stack>
  );
}
