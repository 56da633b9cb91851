import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';

/**
 * About Us, linked from the public header (spec 000 §1): what the marketplace is and how a match is made. It is a
 * page of the app rather than of the marketing site so the link works wherever the app runs.
 */
export function AboutScreen() {
  return (
    <Stack component="article" spacing={2} sx={{ py: { xs: 1, md: 3 } }}>
      <PageHeading>About us</PageHeading>
      <Typography>
        The Education Hiring Marketplace is a hiring service for the education sector. We match teachers, school leaders and education professionals with
        schools, districts, charter networks, non-profits and ed-tech organizations.
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.35rem', pt: 1 }}>
        How a match is made
      </Typography>
      <Typography>
        Job seekers build one profile: where they want to work, the pay they need, their education, their experience and how they like to work. Employers
        describe their organization and each role they hire for. Our matching ranks the people who fit a role and explains every score, and with our screened
        services a member of our staff who knows the sector reviews each match before anyone is introduced.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        <Button variant="contained" component={RouterLink} to="/jobseeker/signup">
          Sign up as a job seeker
        </Button>
        <Button variant="outlined" component={RouterLink} to="/employer/signup">
          Sign up as an employer
        </Button>
      </Stack>
    </Stack>
  );
}
