import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { JobseekerHit, MatchHit, RoleHit, SearchType } from '../../api/matching/search-api';
import { isSearchType, jobseekerName, roleHitEmployer, roleHitTitle, useSearch } from '../../api/matching/search-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { LoadingRows } from './loading-rows';
import { debugAlgorithmPath, matchAnchorId, quickSearchPath, roleCandidatesPath, roleFiltersetsPath, rolePipelinePath } from './matching-paths';
import { statusWords, waitingOnWords } from './status-words';

const SEARCH_DELAY_MS = 300;

const TABS: readonly { tab: SearchType; label: string }[] = [
  { tab: 'jobseekers', label: 'Job seekers' },
  { tab: 'roles', label: 'Roles' },
  { tab: 'matches', label: 'Matches' },
];

function Hit({ title, lines, children }: { title: string; lines: (string | null | undefined)[]; children?: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id={titleId} component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {lines
        .filter((line): line is string => typeof line === 'string' && line !== '')
        .map((line) => (
          <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {children}
      </Stack>
    </Paper>
  );
}

function JobseekerResult({ hit }: { hit: JobseekerHit }) {
  const name = jobseekerName(hit);
  return (
    <Hit title={name} lines={[hit.email, hit.location, typeof hit.matchCount === 'number' ? (hit.matchCount === 1 ? '1 match' : `${hit.matchCount} matches`) : null]}>
      <Button size="small" variant="outlined" component={RouterLink} to={debugAlgorithmPath({ jobseeker: hit.id })} aria-label={`Check ${name} against a role`}>
        Check against a role
      </Button>
      <Button size="small" component={RouterLink} to={quickSearchPath('matches', [hit.firstName, hit.lastName].filter(Boolean).join(' '))} aria-label={`Matches of ${name}`}>
        Their matches
      </Button>
    </Hit>
  );
}

function RoleResult({ hit }: { hit: RoleHit }) {
  const title = roleHitTitle(hit);
  return (
    <Hit title={title} lines={[roleHitEmployer(hit)]}>
      {typeof hit.status === 'string' && <RoleStatusChip status={hit.status} />}
      <Button size="small" variant="contained" component={RouterLink} to={roleCandidatesPath(hit.uuid)} aria-label={`Candidates for ${title}`}>
        Candidates
      </Button>
      <Button size="small" variant="outlined" component={RouterLink} to={rolePipelinePath(hit.uuid)} aria-label={`Pipeline of ${title}`}>
        Pipeline
      </Button>
      <Button size="small" component={RouterLink} to={roleFiltersetsPath(hit.uuid)} aria-label={`Filter sets of ${title}`}>
        Filter sets
      </Button>
    </Hit>
  );
}

function MatchResult({ hit }: { hit: MatchHit }) {
  const name = jobseekerName({ id: hit.jobseeker, firstName: hit.jobseekerFirstName, lastName: hit.jobseekerLastName });
  const role = typeof hit.roleTitle === 'string' && hit.roleTitle !== '' ? hit.roleTitle : 'Untitled role';
  return (
    <Hit title={`${name} · ${role}`} lines={[hit.employerName, waitingOnWords(hit.waitingOn)]}>
      {typeof hit.status === 'string' && <Chip size="small" label={statusWords(hit.status)} />}
      {hit.archived === true && <Chip size="small" variant="outlined" label="Archived" />}
      <Button size="small" variant="outlined" component={RouterLink} to={`${rolePipelinePath(hit.role)}#${matchAnchorId(hit.id)}`} aria-label={`Open the match of ${name} for ${role}`}>
        Open in pipeline
      </Button>
    </Hit>
  );
}

function Results({ q, type }: { q: string; type: SearchType }) {
  const hits = useSearch(q, type);
  if (q.trim() === '') return <Typography color="text.secondary">Type a name, an e-mail address, a role title or an organisation.</Typography>;
  if (hits.error !== undefined && !hits.isValidating) return <LoadFailure what="The search failed." message={hits.error.message} onRetry={() => void hits.mutate()} />;
  // An earlier answer of the same tab stays up (dimmed) while the next words are searched; another tab's never.
  const answer = hits.data?.type === type ? hits.data : undefined;
  if (answer === undefined) return <LoadingRows label="Searching" rows={2} />;
  const { results, count } = answer;
  if (results.length === 0) return <Typography role="status">Nothing found for “{answer.q}”.</Typography>;
  return (
    <>
      <Typography variant="body2" role="status">
        {count > results.length ? `The first ${results.length} of ${count} results` : count === 1 ? '1 result' : `${count} results`}
      </Typography>
      <Box component="ul" aria-label="Results" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: answer.q !== q.trim() ? 0.6 : 1 }}>
        {type === 'jobseekers' && (results as JobseekerHit[]).map((hit) => <JobseekerResult key={hit.id} hit={hit} />)}
        {type === 'roles' && (results as RoleHit[]).map((hit) => <RoleResult key={hit.uuid} hit={hit} />)}
        {type === 'matches' && (results as MatchHit[]).map((hit) => <MatchResult key={hit.id} hit={hit} />)}
      </Box>
    </>
  );
}

/**
 * Staff, /matching/quick-search and /matching/quick-search/:tab: find job seekers, roles and matches by text
 * (PostgreSQL full-text search on the server). The words are kept in the address (?q=), so a tab change or a
 * reload keeps them.
 */
export function QuickSearchScreen() {
  const { tab } = useParams<{ tab?: string }>();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const [input, setInput] = useState(q);
  // The words may change from outside (a link to ?q=, Back): the box follows the address then.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q.trim() !== input.trim()) setInput(q);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  // The search is sent when typing pauses, not per key.
  function type(text: string): void {
    setInput(text);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(text.trim() === '' ? {} : { q: text.trim() }, { replace: true }), SEARCH_DELAY_MS);
  }

  if (tab === undefined || !isSearchType(tab)) return <Navigate to={quickSearchPath('jobseekers', q)} replace />;
  return (
    <Stack spacing={2}>
      <PageHeading>Quick search</PageHeading>
      <TextField label="Search" type="search" value={input} onChange={(event) => type(event.target.value)} autoComplete="off" sx={{ maxWidth: 560 }} fullWidth />
      <Tabs value={tab} aria-label="What to search" variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((item) => (
          <Tab key={item.tab} value={item.tab} label={item.label} component={RouterLink} to={quickSearchPath(item.tab, input)} />
        ))}
      </Tabs>
      <Results q={q} type={tab} />
    </Stack>
  );
}
