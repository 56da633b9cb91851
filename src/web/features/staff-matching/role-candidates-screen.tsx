import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { Candidate } from '../../api/matching/candidates-api';
import { CANDIDATES_LIMIT, useCandidates } from '../../api/matching/candidates-api';
import { useFiltersets } from '../../api/matching/filtersets-api';
import { jobseekerName } from '../../api/matching/search-api';
import { LoadFailure } from '../../components/load-failure';
import { ExcludedList } from './excluded-list';
import { FactorList } from './factor-list';
import { humanise } from './format-value';
import { RankingNotes } from '../../components/ranking-notes';
import { LoadingRows } from './loading-rows';
import { debugAlgorithmPath, roleFiltersetsPath } from './matching-paths';
import { ProposeMatchButton } from './propose-match-button';
import { RoleHeader } from './role-header';
import { ScoreMeter } from './score-meter';

const ELIGIBLE = 'eligible';
const NOT_ELIGIBLE = 'not-eligible';

/** How many candidates show their reasons without a click: the top of the list is what staff read first. */
const OPEN_BY_DEFAULT = 3;

function CandidateRow({ roleUuid, candidate, rank, onRefused }: { roleUuid: string; candidate: Candidate; rank: number; onRefused: () => void }) {
  const nameId = useId();
  const factorsId = useId();
  const [open, setOpen] = useState(rank <= OPEN_BY_DEFAULT);
  const name = jobseekerName({ id: candidate.jobseekerId, firstName: candidate.firstName, lastName: candidate.lastName });
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 220px' }, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {rank}.
            </Box>
            {name}
          </Typography>
        </Box>
        <ScoreMeter score={candidate.score} label={`${name}: score`} />
      </Box>
      <RankingNotes unmetRequirements={candidate.unmetRequirements} startsLate={candidate.startsLate} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" aria-expanded={open} aria-controls={factorsId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide the reasons' : 'Show the reasons'}
        </Button>
        <Link component={RouterLink} variant="body2" to={debugAlgorithmPath({ role: roleUuid, jobseeker: candidate.jobseekerId })}>
          Every filter and factor
        </Link>
      </Box>
      <Box id={factorsId} hidden={!open}>
        {open && <FactorList factors={candidate.factors} label={`Why ${name} scores ${Math.round(candidate.score)}`} />}
      </Box>
      <ProposeMatchButton roleUuid={roleUuid} jobseekerId={candidate.jobseekerId} name={name} existingMatchId={candidate.matchId} onRefused={onRefused} />
    </Paper>
  );
}

/** "51–100 of 107", with the pages before and after: the list pages on through every candidate. */
function PageControls({ offset, shown, count, onChange }: { offset: number; shown: number; count: number; onChange: (offset: number) => void }) {
  if (count <= CANDIDATES_LIMIT) return null;
  const first = Math.min(offset + 1, count);
  const last = offset + shown;
  return (
    <Box component="nav" aria-label="Pages of candidates" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button size="small" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - CANDIDATES_LIMIT))}>
        Previous {CANDIDATES_LIMIT}
      </Button>
      <Typography variant="body2" aria-live="polite">
        {numberFormat.format(first)}–{numberFormat.format(last)} of {numberFormat.format(count)}
      </Typography>
      <Button size="small" disabled={offset + CANDIDATES_LIMIT >= count} onClick={() => onChange(offset + CANDIDATES_LIMIT)}>
        Next {CANDIDATES_LIMIT}
      </Button>
    </Box>
  );
}

/** The role's saved filter sets, to rank with one of them instead of the role's own filters; hidden when there are none. */
function FiltersetChooser({ roleUuid, value, onChange }: { roleUuid: string; value: number | null; onChange: (id: number | null) => void }) {
  const labelId = useId();
  const sets = useFiltersets(roleUuid);
  if (sets.data === undefined || sets.data.length === 0) return null;
  return (
    <FormControl size="small" sx={{ minWidth: 240, maxWidth: '100%' }}>
      <InputLabel id={labelId}>Filters</InputLabel>
      <Select
        labelId={labelId}
        label="Filters"
        value={value === null ? '' : String(value)}
        displayEmpty
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <MenuItem value="">The role’s own filters</MenuItem>
        {sets.data.map((set) => (
          <MenuItem key={set.id} value={String(set.id)}>
            {set.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

const numberFormat = new Intl.NumberFormat('en-US');

/** Beside the list: how many people the filters leave out, and how many each filter stops. */
function ExcludedSummary({ excludedCount, excludedBy, onShow }: { excludedCount: number | null; excludedBy: Record<string, number>; onShow: () => void }) {
  const headingId = useId();
  if (excludedCount === null) return null;
  const stopping = Object.entries(excludedBy)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
        {excludedCount === 0
          ? 'The filters leave nobody out'
          : `${numberFormat.format(excludedCount)} ${excludedCount === 1 ? 'person is' : 'people are'} not eligible`}
      </Typography>
      {stopping.length > 0 && (
        <Box
          component="ul"
          aria-label="People each filter leaves out"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
        >
          {stopping.map(([name, n]) => (
            <Typography component="li" variant="body2" key={name}>
              {/* Filter names arrive camelCased by the client (hoursAndRoleType); humanise reads both forms. */}
              {humanise(name)}: <strong>{numberFormat.format(n)}</strong>
            </Typography>
          ))}
        </Box>
      )}
      {excludedCount > 0 && (
        <Box>
          <Button size="small" onClick={onShow}>
            See who and why
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The page asked for in the address (`?from=51`), as the number of better candidates before it. */
function offsetOf(search: URLSearchParams): number {
  const raw = search.get('from');
  return raw !== null && /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) - 1 : 0;
}

function filtersetOf(search: URLSearchParams): number | null {
  const raw = search.get('filterset');
  return raw !== null && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/** Staff, /matching-results/:roleId: the role's ranked candidates with each factor's reason, and Propose match. */
export function RoleCandidatesScreen() {
  const roleUuid = useParams<{ roleId: string }>().roleId ?? '';
  const [search, setSearch] = useSearchParams();
  const filtersetId = filtersetOf(search);
  const tab = search.get('tab') === NOT_ELIGIBLE ? NOT_ELIGIBLE : ELIGIBLE;
  const offset = offsetOf(search);
  const candidates = useCandidates(roleUuid, filtersetId, offset);

  function choosePage(next: number): void {
    const params = new URLSearchParams(search);
    if (next === 0) params.delete('from');
    else params.set('from', String(next + 1));
    setSearch(params);
  }

  function chooseFilterset(id: number | null): void {
    setSearch(id === null ? {} : { filterset: String(id) }, { replace: true });
  }

  function chooseTab(next: string): void {
    const params = new URLSearchParams(search);
    if (next === NOT_ELIGIBLE) params.set('tab', NOT_ELIGIBLE);
    else params.delete('tab');
    setSearch(params, { replace: true });
  }

  let body;
  if (candidates.data === undefined) {
    body =
      candidates.error !== undefined ? (
        <LoadFailure what="The candidates could not be loaded." message={candidates.error.message} onRetry={() => void candidates.mutate()} />
      ) : (
        <LoadingRows label="Ranking the candidates" />
      );
  } else if (candidates.data.results.length === 0 && candidates.data.count === 0) {
    body = (
      <Typography>
        No job seeker passes {filtersetId === null ? 'this role’s filters' : 'this filter set'} yet. Try a{' '}
        <Link component={RouterLink} to={roleFiltersetsPath(roleUuid)}>
          filter set
        </Link>{' '}
        with looser filters, or see why one job seeker is left out on the{' '}
        <Link component={RouterLink} to={debugAlgorithmPath({ role: roleUuid })}>
          debug algorithm page
        </Link>
        .
      </Typography>
    );
  } else {
    const { results, count, algorithmVersion, excludedCount, excludedBy, offset: shownFrom } = candidates.data;
    body = (
      <>
        <ExcludedSummary excludedCount={excludedCount} excludedBy={excludedBy} onShow={() => chooseTab(NOT_ELIGIBLE)} />
        <Typography variant="body2" color="text.secondary">
          {shownFrom > 0
            ? `${shownFrom + 1}–${shownFrom + results.length} of ${count} job seekers who pass the filters`
            : count > results.length
              ? `The best ${results.length} of ${count} job seekers who pass the filters`
              : results.length === 1
                ? '1 job seeker passes the filters'
                : `${results.length} job seekers pass the filters`}
          {algorithmVersion !== null && `, ranked by algorithm ${algorithmVersion}`}.
        </Typography>
        <PageControls offset={shownFrom} shown={results.length} count={count} onChange={choosePage} />
        <Box component="ol" aria-label="Candidates, best first" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {results.map((candidate, index) => (
            <CandidateRow
              key={candidate.jobseekerId}
              roleUuid={roleUuid}
              candidate={candidate}
              rank={shownFrom + index + 1}
              onRefused={() => void candidates.mutate()}
            />
          ))}
        </Box>
        <PageControls offset={shownFrom} shown={results.length} count={count} onChange={choosePage} />
      </>
    );
  }
  return (
    <Stack spacing={2}>
      <RoleHeader roleUuid={roleUuid} page="candidates" heading="Candidates" />
      <FiltersetChooser roleUuid={roleUuid} value={filtersetId} onChange={chooseFilterset} />
      <Tabs value={tab} onChange={(_event, value: string) => chooseTab(value)} aria-label="Who to show" variant="scrollable" allowScrollButtonsMobile>
        <Tab value={ELIGIBLE} label={candidates.data === undefined ? 'Eligible' : `Eligible (${numberFormat.format(candidates.data.count)})`} />
        <Tab
          value={NOT_ELIGIBLE}
          label={
            candidates.data === undefined || candidates.data.excludedCount === null
              ? 'Not eligible'
              : `Not eligible (${numberFormat.format(candidates.data.excludedCount)})`
          }
        />
      </Tabs>
      {tab === NOT_ELIGIBLE ? <ExcludedList roleUuid={roleUuid} filtersetId={filtersetId} /> : body}
    </Stack>
  );
}
