import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRoles } from '../../api/roles/use-roles';
import { LoadFailure } from '../../components/load-failure';
import { CreateRoleButton } from './create-role-button';
import { RoleRow } from './role-row';

/** The organisation's roles with their actions, and Create role for those who may edit roles. */
export function RolesPanel({ canEditRoles }: { canEditRoles: boolean }) {
  const roles = useRoles();

  let body;
  if (roles.data === undefined) {
    body =
      roles.error !== undefined ? (
        <LoadFailure what="Your roles could not be loaded." message={roles.error.message} onRetry={() => void roles.mutate()} />
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading your roles">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      );
  } else if (roles.data.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography>
          {canEditRoles
            ? 'Your organization has no roles yet. Create one: describe the position, the experience and skills it needs, and publish it so we can start matching.'
            : 'Your organization has no roles yet. A coworker who may edit roles can create the first one.'}
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Box component="ul" aria-label="Roles" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {roles.data.map((role) => (
          <RoleRow key={role.uuid} role={role} canEditRoles={canEditRoles} onChanged={() => void roles.mutate()} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="roles-heading">
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="roles-heading" variant="h2">
          Roles
        </Typography>
        {canEditRoles && <CreateRoleButton />}
      </Stack>
      {body}
    </Box>
  );
}
