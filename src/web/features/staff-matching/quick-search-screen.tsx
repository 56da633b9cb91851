import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { JobseekerHit, MatchHit, RoleHit, SearchType } from '../../api/matching/search-api';
import { isSearchType, jobseekerName, roleHitEmployer, roleHitTitle, SEARCH_LIMIT, useSearch } from '../../api/matching/search-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { LoadingRows } from './loading-rows';
import { debugAlgorithmPath, matchAnchorId, quickSearchPath, roleCandidatesPath, roleFiltersetsPath, rolePipelinePath } from './matching-paths';
import { statusWords, waitingOnWords } from './status-words';
import { Redirect } from '../../navigation/redirect';

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
    <Hit
      title={name}
      lines={[hit.email, hit.location, typeof hit.matchCount === 'number' ? (hit.matchCount === 1 ? '1 match' : `${hit.matchCount} matches`) : null]}
    >
      <Button size="small" variant="outlined" component={RouterLink} to={debugAlgorithmPath({ jobseeker: hit.id })} aria-label={`Check ${name} against a role`}>
        Check against a role
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={quickSearchPath('matches', [hit.firstName, hit.lastName].filter(Boolean).join(' '))}
        aria-label={`Matches of ${name}`}
      >
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
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`${rolePipelinePath(hit.role)}#${matchAnchorId(hit.id)}`}
        aria-label={`Open the match of ${name} for ${role}`}
      >
        Open in pipeline
      </Button>
    </Hit>
  );
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "111 results", or which of them this page shows: "Results 26–50 of 111". */
function countText(count: number, page: number, shown: number): string {
  if (count <= SEARCH_LIMIT && page === 1) return count === 1 ? '1 result' : `${numberFormat.format(count)} results`;
  const first = (page - 1) * SEARCH_LIMIT + 1;
  return `Results ${numberFormat.format(first)}–${numberFormat.format(first + shown - 1)} of ${numberFormat.format(count)}`;
}

function Results({ q, type, page, onPage }: { q: string; type: SearchType; page: number; onPage: (page: number) => void }) {
  const hits = useSearch(q, type, SEARCH_LIMIT, page);
  if (q.trim() === '') return <Typography color="text.secondary">Type a name, an e-mail address, a role title or an organization.</Typography>;
  if (hits.error !== undefined && !hits.isValidating)
    return <LoadFailure what="The search failed." message={hits.error.message} onRetry={() => void hits.mutate()} />;
  // An earlier answer of the same tab stays up (dimmed) while the next words or page are fetched; another tab's never.
  const answer = hits.data?.type === type ? hits.data : undefined;
  if (answer === undefined) return <LoadingRows label="Searching" rows={2} />;
  const { results, count } = answer;
  if (count === 0) return <Typography role="status">Nothing found for “{answer.q}”.</Typography>;
  const pages = Math.ceil(count / SEARCH_LIMIT);
  const stale = answer.q !== q.trim() || answer.page !== page;
  return (
    <>
      <Typography variant="body2" role="status">
        {results.length === 0
          ? `There are only ${pages === 1 ? '1 page' : `${pages} pages`} of results for “${answer.q}”.`
          : countText(count, answer.page, results.length)}
      </Typography>
      {results.length > 0 && (
        <Box component="ul" aria-label="Results" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: stale ? 0.6 : 1 }}>
          {type === 'jobseekers' && (results as JobseekerHit[]).map((hit) => <JobseekerResult key={hit.id} hit={hit} />)}
          {type === 'roles' && (results as RoleHit[]).map((hit) => <RoleResult key={hit.uuid} hit={hit} />)}
          {type === 'matches' && (results as MatchHit[]).map((hit) => <MatchResult key={hit.id} hit={hit} />)}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, value) => onPage(value)}
          siblingCount={0}
          aria-label="Pages of results"
          sx={{ '& ul': { flexWrap: 'wrap' } }}
        />
      )}
    </>
  );
}

function pageOf(text: string | null): number {
  return text !== null && /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : 1;
}

/**
 * Staff, /matching/quick-search and /matching/quick-search/:tab: find job seekers, roles and matches by text
 * (PostgreSQL full-text search on the server; e-mail addresses whole or in part). The words and the page are kept in
 * the address (?q=&page=), so a reload keeps them; a tab change or new words start at the first page.
 */
export function QuickSearchScreen() {
  const { tab } = useParams<{ tab?: string }>();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = pageOf(search.get('page'));
  const [input, setInput] = useState(q);
  // The words may change from outside (a link to ?q=, Back): the box follows the address then.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q.trim() !== input.trim()) setInput(q);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  // The search is sent when typing pauses, not per key.
  function type(text: string): void {
    setInput(text);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(text.trim() === '' ? {} : { q: text.trim() }, { replace: true }), SEARCH_DELAY_MS);
  }

  // A page is an address of its own (Back returns to it); the top of the results comes into view.
  function showPage(next: number): void {
    setSearch(next === 1 ? { q } : { q, page: String(next) });
    window.scrollTo?.({ top: 0 });
  }

  if (tab === undefined || !isSearchType(tab)) return <Redirect to={quickSearchPath('jobseekers', q)} />;
  return (
    <Stack spacing={2}>
      <PageHeading>Quick search</PageHeading>
      <TextField
        label="Search"
        type="search"
        value={input}
        onChange={(event) => type(event.target.value)}
        autoComplete="off"
        sx={{ maxWidth: 560 }}
        fullWidth
      />
      <Tabs value={tab} aria-label="What to search" variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((item) => (
          <Tab key={item.tab} value={item.tab} label={item.label} component={RouterLink} to={quickSearchPath(item.tab, input)} />
        ))}
      </Tabs>
      <Results q={q} type={tab} page={page} onPage={showPage} />
    </Stack>
  );
}
