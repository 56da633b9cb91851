import { Box, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useMyAnswers } from '../../api/flows/use-my-answers';
import { PageHeading } from '../../components/page-heading';

/**
 * The screen after the last question for people open to part-time or contract work (spec 001 §2.1). Its words
 * are not in the spec; it says what happens next and leads to the dashboard. The hourly rate is optional: the
 * screen names it when given and asks for it when not, rather than claiming a rate nobody gave.
 */
export function PartTimeIntro() {
  const { data } = useMyAnswers('jobseeker');
  const rate = data?.answers.compensation?.minimumHourlyRate;
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <PageHeading>Part-time and contract roles</PageHeading>
      <Typography sx={{ mb: 2 }}>
        Your profile is complete. Because you are open to part-time or contract work, we will also match you with schools and organizations looking for help by
        the hour or by the project
        {typeof rate === 'number' ? `, using the hourly rate you gave us ($${rate.toLocaleString('en-US')} an hour).` : '.'}
      </Typography>
      {data !== undefined && typeof rate !== 'number' ? (
        <Typography sx={{ mb: 2 }}>
          You have not given a lowest hourly rate yet.{' '}
          <Link component={RouterLink} to="/profile/compensation">
            Add it to your compensation answer
          </Link>{' '}
          so employers know what you ask for hourly work.
        </Typography>
      ) : null}
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Go to my dashboard
      </Button>
    </Box>
  );
}
