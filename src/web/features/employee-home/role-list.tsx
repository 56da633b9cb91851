import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { EmployerRole } from '../../api/employers/use-employer-roles';
import { RoleStatusChip } from './role-status-chip';

export const UNTITLED_ROLE = 'Untitled role';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function formatDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateFormat.format(time);
}

/** The organisation's roles, newest first: title (linking to the role), status, type, location and dates. */
export function RoleList({ roles }: { roles: readonly EmployerRole[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {roles.map((role) => {
        const title = role.jobTitle?.trim() || UNTITLED_ROLE;
        const details = [role.jobType, role.location].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
        return (
          <Paper component="li" key={role.uuid} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography component="h3" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/role/${role.uuid}`}>
                  {title}
                </Link>
              </Typography>
              <RoleStatusChip status={role.status} />
            </Stack>
            {details.length > 0 && <Typography variant="body2">{details.join(' · ')}</Typography>}
            <Typography variant="body2" color="text.secondary">
              Created <time dateTime={role.createdAt}>{formatDate(role.createdAt)}</time>
              {role.publishedAt !== null && (
                <>
                  {' · '}Published <time dateTime={role.publishedAt}>{formatDate(role.publishedAt)}</time>
                </>
              )}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
