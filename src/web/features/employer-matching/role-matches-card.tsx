import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { CANDIDATE_STAGES, newCandidateCount, stageCounts } from './candidate-stages';
import type { RoleGroup } from './role-groups';

export function roleMatchesPath(uuid: string): string {
  return `/matching/${encodeURIComponent(uuid)}`;
}

/** One role on the matching dashboard: its title and status, how many candidates sit in each stage, and the way in. */
export function RoleMatchesCard({ group }: { group: RoleGroup }) {
  const titleId = useId();
  const counts = stageCounts(group.matches);
  const fresh = newCandidateCount(group.matches);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {group.title}
        </Typography>
        {group.status !== null && <RoleStatusChip status={group.status} />}
        {fresh > 0 && (
          <Typography variant="body2" color="secondary.main" sx={{ fontWeight: 700 }}>
            {fresh === 1 ? '1 new candidate' : `${fresh} new candidates`}
          </Typography>
        )}
      </Stack>
      {group.matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No candidates yet. We will send candidates for this role once our team has confirmed them.
        </Typography>
      ) : (
        <Box
          component="dl"
          aria-label={`Candidates of ${group.title} by stage`}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, mt: 1 }}
        >
          {CANDIDATE_STAGES.map(({ key, label }) => (
            <Box key={key} sx={{ display: 'flex', gap: 0.75 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {counts[key]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <Button size="small" variant="outlined" component={RouterLink} to={roleMatchesPath(group.uuid)} aria-describedby={titleId}>
          {group.matches.length === 0 ? 'Open role' : 'View candidates'}
        </Button>
      </Box>
    </Paper>
  );
}
