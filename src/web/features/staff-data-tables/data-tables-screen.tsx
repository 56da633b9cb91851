import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useStaffLists } from '../../api/staff/staff-lists-api';
import { LoadFailure } from '../../components/load-failure';
import { PageHeading } from '../../components/page-heading';

/** /dashboard/data (staff): every data table with how many records it holds. */
export function DataTablesScreen() {
  const lists = useStaffLists();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeading>Data tables</PageHeading>
      {lists.error && <LoadFailure what="The data tables could not be loaded." message={lists.error.message} onRetry={() => void lists.mutate()} />}
      {!lists.data && !lists.error && (
        <Box role="status" aria-label="Loading data tables">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Box>
      )}
      {lists.data && (
        <Box
          component="ul"
          aria-label="Data tables"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {[
            ...lists.data.map((list) => ({
              to: `/dashboard/${list.name}`,
              title: list.title,
              detail: `${list.count.toLocaleString('en-US')} ${list.count === 1 ? 'record' : 'records'}`,
            })),
            { to: '/dashboard/platform-configuration', title: 'Platform configuration', detail: 'Terms version and service-tier fees' },
          ].map((entry) => (
            <Paper key={entry.to} component="li" variant="outlined" sx={{ p: 2 }}>
              <Link component={RouterLink} to={entry.to} variant="h6">
                {entry.title}
              </Link>
              <Typography color="text.secondary">{entry.detail}</Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Container>
  );
}
