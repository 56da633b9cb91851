import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { RoleStatus } from '../../api/roles/role-types';
import { useRoles } from '../../api/roles/use-roles';
import { PanelLoading } from '../../components/panel-loading';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { roleTitle } from '../../roles/role-title';

/** The statuses whose roles the public does not see but the organisation's employees do. */
const NOT_PUBLIC: readonly RoleStatus[] = ['draft', 'in_review', 'paused'];

/** The organisation's roles the public page leaves out (drafts, in review, paused), for its employees. */
export function UnpublishedRoles() {
  const roles = useRoles();
  let body;
  if (roles.data === undefined) {
    body = (
      <PanelLoading error={roles.error} what="Your roles could not be loaded." onRetry={() => void roles.mutate()} label="Loading your roles" heights={[72]} />
    );
  } else {
    const hidden = roles.data.filter((role) => NOT_PUBLIC.includes(role.status));
    body =
      hidden.length === 0 ? (
        <Typography color="text.secondary">Every role of your organization that is not closed is public.</Typography>
      ) : (
        <Box component="ul" aria-label="Roles not yet public" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {hidden.map((role) => (
            <Paper component="li" key={role.uuid} variant="outlined" sx={{ p: 2 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`/role/${encodeURIComponent(role.uuid)}`}>
                    {roleTitle(role.jobTitle)}
                  </Link>
                </Typography>
                <RoleStatusChip status={role.status} />
              </Stack>
            </Paper>
          ))}
        </Box>
      );
  }
  return (
    <Box component="section" aria-labelledby="unpublished-roles-heading">
      <Typography id="unpublished-roles-heading" variant="h2" sx={{ mb: 1 }}>
        Roles not yet public
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Only your organization sees these: drafts, roles in staff review and paused roles.
      </Typography>
      {body}
    </Box>
  );
}
