import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRole } from '../../api/roles/use-role';
import { PageHeading } from '../../components/page-heading';
import { RoleStatusChip } from '../../roles/role-status-chip';
import { roleTitle } from '../../roles/role-title';
import { roleCandidatesPath, roleFiltersetsPath, rolePipelinePath } from './matching-paths';

export type RolePage = 'candidates' | 'pipeline' | 'filtersets';

const PAGES: readonly { page: RolePage; label: string; path: (uuid: string) => string }[] = [
  { page: 'candidates', label: 'Candidates', path: (uuid) => roleCandidatesPath(uuid) },
  { page: 'pipeline', label: 'Pipeline', path: rolePipelinePath },
  { page: 'filtersets', label: 'Filter sets', path: roleFiltersetsPath },
];

/**
 * The h1 of a role's staff matching page ("Candidates: Math Coach"), its organisation and status, and the way
 * to the role's other matching pages. A role that cannot be read is said so; the page below still loads.
 */
export function RoleHeader({ roleUuid, page, heading }: { roleUuid: string; page: RolePage; heading: string }) {
  const role = useRole(roleUuid);
  const title = role.data === undefined ? null : roleTitle(role.data.jobTitle);
  return (
    <Stack spacing={1}>
      <PageHeading>{title === null ? heading : `${heading}: ${title}`}</PageHeading>
      {role.data !== undefined ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{role.data.employer.name}</Typography>
          <RoleStatusChip status={role.data.status} />
        </Box>
      ) : role.error !== undefined ? (
        <Alert severity="warning">The role’s details could not be loaded. {role.error.message}</Alert>
      ) : (
        <Skeleton width="20ch" />
      )}
      <Box component="nav" aria-label="This role’s matching pages" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PAGES.map((item) => (
          <Button
            key={item.page}
            size="small"
            variant={item.page === page ? 'contained' : 'outlined'}
            component={RouterLink}
            to={item.path(roleUuid)}
            aria-current={item.page === page ? 'page' : undefined}
          >
            {item.label}
          </Button>
        ))}
      </Box>
    </Stack>
  );
}
