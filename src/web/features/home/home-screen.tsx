import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';

/** The public home screen: what the marketplace is, and the ways in. */
export function HomeScreen() {
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 6 }, textAlign: { xs: 'left', md: 'center' } }}>
      <PageHeading>The hiring marketplace for education</PageHeading>
      <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, fontWeight: 400 }}>
        We match educators and education professionals with schools, districts, charter networks, non-profits and
        ed-tech organisations, and people who know the sector review every match.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" size="large" component={RouterLink} to="/jobseeker/signup">
          Sign up as a job seeker
        </Button>
        <Button variant="contained" color="secondary" size="large" component={RouterLink} to="/employer/signup">
          Sign up as an employer
        </Button>
        <Button variant="outlined" size="large" component={RouterLink} to="/login">
          Log In
        </Button>
      </Stack>
    </Stack>
  );
}
