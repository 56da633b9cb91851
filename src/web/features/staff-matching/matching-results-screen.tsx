import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MatchingRoleSummary } from '../../api/matching/matching-roles-api';
import { useMatchingRoles } from '../../api/matching/matching-roles-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { LoadingRows } from './loading-rows';
import { roleCandidatesPath, roleFiltersetsPath, rolePipelinePath } from './matching-paths';
import { StatusCountChips } from './status-count-chips';

/** "3 live matches · 1 ended": the counts are of live matches, so the ended ones are said apart. */
function matchTotals(role: MatchingRoleSummary): string {
  const live = role.total === 1 ? '1 live match' : `${role.total} live matches`;
  return role.archived > 0 ? `${live} · ${role.archived} ended` : live;
}

function RoleRow({ role }: { role: MatchingRoleSummary }) {
  const titleId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {role.title}
        </Typography>
        <RoleStatusChip status={role.status} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {role.employerName} · {matchTotals(role)}
      </Typography>
      <StatusCountChips
        counts={role.counts}
        label={`Live matches of ${role.title} by status`}
        empty={role.archived > 0 ? 'No live matches.' : 'No matches yet.'}
      />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" size="small" component={RouterLink} to={roleCandidatesPath(role.uuid)} aria-describedby={titleId}>
          Candidates
        </Button>
        <Button variant="outlined" size="small" component={RouterLink} to={rolePipelinePath(role.uuid)} aria-describedby={titleId}>
          Pipeline
        </Button>
        <Button size="small" component={RouterLink} to={roleFiltersetsPath(role.uuid)} aria-describedby={titleId}>
          Filter sets
        </Button>
      </Stack>
    </Paper>
  );
}

function matchesText(role: MatchingRoleSummary, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || role.title.toLowerCase().includes(needle) || role.employerName.toLowerCase().includes(needle);
}

/** Staff, /matching-results: open roles (and any with matches), each with its matches counted per status. */
export function MatchingResultsScreen() {
  const roles = useMatchingRoles();
  const [filter, setFilter] = useState('');
  let body;
  if (roles.data === undefined) {
    body =
      roles.error !== undefined ? (
        <LoadFailure what="The roles could not be loaded." message={roles.error.message} onRetry={() => void roles.mutate()} />
      ) : (
        <LoadingRows label="Loading the roles" />
      );
  } else if (roles.data.length === 0) {
    body = <Typography>No role is open and none has matches yet. Roles appear here once staff approve them.</Typography>;
  } else {
    const shown = roles.data.filter((role) => matchesText(role, filter));
    body = (
      <>
        <TextField
          label="Filter by role or organization"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          size="small"
          sx={{ maxWidth: 420 }}
          fullWidth
        />
        <Typography variant="body2" role="status">
          {shown.length === roles.data.length
            ? roles.data.length === 1
              ? '1 role'
              : `${roles.data.length} roles`
            : `${shown.length} of ${roles.data.length} roles`}
        </Typography>
        {shown.length === 0 ? (
          <Typography>No role matches “{filter.trim()}”.</Typography>
        ) : (
          <Box component="ul" aria-label="Roles" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {shown.map((role) => (
              <RoleRow key={role.uuid} role={role} />
            ))}
          </Box>
        )}
      </>
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeading>Matching results</PageHeading>
      <Typography color="text.secondary">Open roles first. Open a role to see its ranked candidates and propose matches.</Typography>
      {body}
    </Stack>
  );
}
