import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StaffOverview } from '../../api/staff/use-staff-overview';

const COUNTS = [
  ['jobseekers', 'Job seekers'],
  ['employers', 'Employers'],
  ['roles', 'Roles'],
  ['publishedRoles', 'Published roles'],
] as const satisfies readonly (readonly [keyof StaffOverview, string])[];

const numberFormat = new Intl.NumberFormat('en-US');

/** The platform's live counts, one card each; skeleton numbers while they load. */
export function CountCards({ overview }: { overview: StaffOverview | undefined }) {
  return (
    <Box
      component="ul"
      aria-label="Platform counts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {COUNTS.map(([key, label]) => (
        <Paper component="li" key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
            {overview === undefined ? <Skeleton width="3ch" /> : numberFormat.format(overview[key])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
