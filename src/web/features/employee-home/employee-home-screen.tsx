import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useEmployer } from '../../api/employers/use-employer';
import { useEmployerRoles } from '../../api/employers/use-employer-roles';
import { PageHeading } from '../../components/page-heading';
import { VisuallyHidden } from '../../components/visually-hidden';
import { RoleList } from './role-list';

function CreateRoleButton() {
  return (
    <Button variant="contained" component={RouterLink} to="/role">
      Create a role
    </Button>
  );
}

function OrganisationName() {
  const profile = useMyProfile();
  const employerId = profile.data?.employerId;
  const employer = useEmployer(employerId);
  if (profile.data !== undefined && employerId === null) {
    return <Typography color="text.secondary">Your account is not linked to an organisation yet.</Typography>;
  }
  if (employer.error !== undefined) {
    return <Typography color="error">Your organisation could not be loaded. {employer.error.message}</Typography>;
  }
  return (
    <Typography variant="h2" component="p" sx={{ fontWeight: 400 }}>
      {employer.data === undefined ? <Skeleton width="14ch" /> : employer.data.name}
    </Typography>
  );
}

function Roles() {
  const roles = useEmployerRoles();
  if (roles.error !== undefined && roles.data === undefined) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void roles.mutate()}>
            Try Again
          </Button>
        }
      >
        Your roles could not be loaded. {roles.error.message}
      </Alert>
    );
  }
  if (roles.data === undefined) {
    return (
      <Stack spacing={2}>
        <span role="status">
          <VisuallyHidden>Loading your roles</VisuallyHidden>
        </span>
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={88} />
      </Stack>
    );
  }
  if (roles.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography sx={{ mb: 2 }}>
          Your organisation has no roles yet. The role flow will let you create a role: describe the position, the
          experience and skills it needs, and publish it so we can start matching.
        </Typography>
        <CreateRoleButton />
      </Paper>
    );
  }
  return (
    <Stack spacing={2}>
      <div>
        <CreateRoleButton />
      </div>
      <RoleList roles={roles.data} />
    </Stack>
  );
}

/** The employee home at /dashboard: the organisation's name and its roles. */
export function EmployeeHomeScreen() {
  return (
    <Stack spacing={3}>
      <div>
        <PageHeading>Company dashboard</PageHeading>
        <OrganisationName />
      </div>
      <section aria-labelledby="roles-heading">
        <Typography id="roles-heading" variant="h2" sx={{ mb: 2 }}>
          Roles
        </Typography>
        <Roles />
      </section>
    </Stack>
  );
}
