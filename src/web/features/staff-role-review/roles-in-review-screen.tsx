import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RoleSummary } from '../../api/roles/role-types';
import { useRoles } from '../../api/roles/use-roles';
import { formatDate } from '../../components/format-date';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';
import { roleTitle } from '../../roles/role-title';
import { roleReviewPath } from '../../roles/review-paths';

function ReviewRow({ role }: { role: RoleSummary }) {
  const titleId = useId();
  const sentAt = role.submittedAt ?? role.updatedAt ?? role.createdAt;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {roleTitle(role.jobTitle)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {[role.employer?.name, role.location].filter((part) => typeof part === 'string' && part !== '').join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sent for review <time dateTime={sentAt}>{formatDate(sentAt)}</time>
        </Typography>
      </Box>
      <Box>
        <Button variant="contained" component={RouterLink} to={roleReviewPath(role.uuid)} aria-describedby={titleId}>
          Review
        </Button>
      </Box>
    </Paper>
  );
}

/** Staff: every organisation's roles waiting for review (GET /api/employer/role/?status=in_review), oldest first. */
export function RolesInReviewScreen() {
  const roles = useRoles('in_review');
  let body;
  if (roles.data === undefined) {
    body =
      roles.error !== undefined ? (
        <LoadFailure what="The roles waiting for review could not be loaded." message={roles.error.message} onRetry={() => void roles.mutate()} />
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading the roles waiting for review">
          <Skeleton variant="rounded" height={88} />
          <Skeleton variant="rounded" height={88} />
        </Stack>
      );
  } else if (roles.data.length === 0) {
    body = <Typography>No roles are waiting for review.</Typography>;
  } else {
    // The longest-waiting first: that is the order to work through them.
    const ordered = [...roles.data].sort((a, b) => (a.submittedAt ?? a.createdAt).localeCompare(b.submittedAt ?? b.createdAt));
    body = (
      <Box component="ul" aria-label="Roles waiting for review" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {ordered.map((role) => (
          <ReviewRow key={role.uuid} role={role} />
        ))}
      </Box>
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeading>Roles waiting for review</PageHeading>
      {body}
    </Stack>
  );
}
