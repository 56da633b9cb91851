import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRoles } from '../../api/roles/use-roles';
import { PanelLoading } from '../../components/panel-loading';
import { CreateRoleButton } from './create-role-button';
import { PanelSection } from './panel-section';
import { RoleRow } from './role-row';

/** The organisation's roles with their actions, and Create role for those who may edit roles. */
export function RolesPanel({ canEditRoles }: { canEditRoles: boolean }) {
  const roles = useRoles();

  let body;
  if (roles.data === undefined) {
    body = (
      <PanelLoading
        error={roles.error}
        what="Your roles could not be loaded."
        onRetry={() => void roles.mutate()}
        label="Loading your roles"
        heights={[120, 120]}
      />
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
    <PanelSection headingId="roles-heading" title="Roles" action={canEditRoles && <CreateRoleButton />}>
      {body}
    </PanelSection>
  );
}
