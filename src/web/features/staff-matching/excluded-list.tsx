import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useExcluded, type ExcludedPerson } from '../../api/matching/candidates-api';
import { jobseekerName } from '../../api/matching/search-api';
import { LoadFailure } from '../../components/load-failure';
import { ruleName } from './format-value';
import { LoadingRows } from './loading-rows';
import { debugAlgorithmPath } from './matching-paths';

/** Typing pauses this long before the list is searched, so one search goes out per pause, not per key. */
const SEARCH_DELAY_MS = 300;
const numberFormat = new Intl.NumberFormat('en-US');

function ExcludedRow({ roleUuid, person }: { roleUuid: string; person: ExcludedPerson }) {
  const nameId = useId();
  const name = jobseekerName({ id: person.jobseekerId, firstName: person.firstName, lastName: person.lastName });
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {person.email !== null && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {person.email}
          </Typography>
        )}
      </Box>
      <Box component="ul" aria-label={`Why ${name} is not eligible`} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {person.failedFilters.map((filter) => (
          <Typography component="li" variant="body2" key={filter.name}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {ruleName(filter.name)}:
            </Box>{' '}
            {filter.reason}
          </Typography>
        ))}
      </Box>
      <Link component={RouterLink} variant="body2" to={debugAlgorithmPath({ role: roleUuid, jobseeker: person.jobseekerId })}>
        Every filter and factor
      </Link>
    </Paper>
  );
}

/**
 * The "Not eligible" tab of a role's candidates: everyone who may be matched but whom the filters leave out, a
 * page at a time, searchable by name or e-mail, each with the filters that stop them and why.
 */
export function ExcludedList({ roleUuid, filtersetId }: { roleUuid: string; filtersetId: number | null }) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const excluded = useExcluded(roleUuid, filtersetId, page, search);

  function type(text: string): void {
    setInput(text);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSearch(text);
      setPage(1);
    }, SEARCH_DELAY_MS);
  }

  let body;
  if (excluded.data === undefined) {
    body =
      excluded.error !== undefined ? (
        <LoadFailure what="The people left out could not be loaded." message={excluded.error.message} onRetry={() => void excluded.mutate()} />
      ) : (
        <LoadingRows label="Finding who the filters leave out" rows={2} />
      );
  } else if (excluded.data.results.length === 0) {
    body = <Typography role="status">{search.trim() === '' ? 'The filters leave nobody out.' : `Nobody left out matches “${search.trim()}”.`}</Typography>;
  } else {
    const { count, pageSize, results } = excluded.data;
    const pages = Math.max(1, Math.ceil(count / pageSize));
    const first = (excluded.data.page - 1) * pageSize + 1;
    body = (
      <>
        <Typography variant="body2" role="status">
          {count === 1
            ? '1 person is not eligible'
            : `${numberFormat.format(first)}–${numberFormat.format(first + results.length - 1)} of ${numberFormat.format(count)} people who are not eligible`}
        </Typography>
        <Box
          component="ol"
          aria-label="Not eligible"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, opacity: excluded.isValidating ? 0.7 : 1 }}
        >
          {results.map((person) => (
            <ExcludedRow key={person.jobseekerId} roleUuid={roleUuid} person={person} />
          ))}
        </Box>
        {pages > 1 && (
          <Pagination
            count={pages}
            page={excluded.data.page}
            onChange={(_event, value) => setPage(value)}
            siblingCount={0}
            aria-label="Pages of people not eligible"
          />
        )}
      </>
    );
  }
  return (
    <Stack spacing={2}>
      <TextField
        label="Find by name or e-mail"
        type="search"
        value={input}
        onChange={(event) => type(event.target.value)}
        autoComplete="off"
        sx={{ maxWidth: 480 }}
        fullWidth
        size="small"
      />
      {body}
    </Stack>
  );
}
