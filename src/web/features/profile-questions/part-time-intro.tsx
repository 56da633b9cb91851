import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';

/**
 * The screen after the last question for people open to part-time or contract work (spec 001 §2.1). Its words
 * are not in the spec; it says what happens next and leads to the dashboard.
 */
export function PartTimeIntro() {
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageHeading>Part-time and contract roles</PageHeading>
      <Typography sx={{ mb: 2 }}>
        Your profile is complete. Because you are open to part-time or contract work, we will also match you with schools and organizations
        looking for help by the hour or by the project, using the hourly rate you gave us.
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Go to my dashboard
      </Button>
    </Box>
  );
}
