import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../components/page-heading';

/** The page for an organisation address that leads nowhere (404). */
export function EmployerNotFound() {
  return (
    <Stack spacing={2}>
      <PageHeading>Organization not found</PageHeading>
      <Typography>We could not find an organization at this address. It may have been renamed or deleted.</Typography>
      <div>
        <Link component={RouterLink} to="/">
          Go to the home page
        </Link>
      </div>
    </Stack>
  );
}
