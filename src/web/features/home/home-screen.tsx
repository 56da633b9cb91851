import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { deletionStateOf } from '../../navigation/after-deletion';
import { PageHeading } from '../../components/page-heading';

/** The public home screen: what the marketplace is, and the ways in; after a deletion, first what was deleted. */
export function HomeScreen() {
  const [searchParams] = useSearchParams();
  const { deletedOrganisation } = deletionStateOf(useLocation().state);
  const afterDeletion = searchParams.get('referrer') === 'delete';
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, md: 6 }, textAlign: { xs: 'left', md: 'center' } }}>
      {afterDeletion && (
        <Alert severity="success" role="status" sx={{ textAlign: 'left' }}>
          {deletedOrganisation === undefined
            ? 'Your account was deleted, and you were signed out.'
            : `${deletedOrganisation} was deleted, with its roles and matches, and everyone in it was signed out. Your own account stays: log in any time.`}
        </Alert>
      )}
      <PageHeading>The hiring marketplace for education</PageHeading>
      <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.15rem', md: '1.35rem' }, fontWeight: 400 }}>
        We match educators and education professionals with schools, districts, charter networks, non-profits and ed-tech organizations, and people who know the
        sector review every match.
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
      <Typography>
        Looking for a role?{' '}
        <Link component={RouterLink} to="/signup-with-resume">
          Sign up with your resume
        </Link>{' '}
        and we start your profile from it.
      </Typography>
    </Stack>
  );
}
