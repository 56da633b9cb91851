import { Alert, Box } from '@mui/material';
import { findStep, type Answers, type Flow } from '../../../flows';
import { useFlow } from '../../api/flows/use-flow';
import { useMyAnswers } from '../../api/flows/use-my-answers';
import { LoadingScreen } from '../../components/loading-screen';
import { flowPath, resumeTarget } from '../../forms/flow-paths';
import { Redirect } from '../../navigation/redirect';

/**
 * Where a returning job seeker picks up (the welcome notification's "Start with your profile" leads here): the
 * first step on their path that still needs an answer, else their dashboard. The flow's own end screens (the
 * part-time introduction) follow the last Continue; reopened later they would only be a dead end.
 */
export function resumePoint(flow: Flow, answers: Answers): string {
  const target = resumeTarget(flow, answers);
  return findStep(flow, target) ? flowPath(flow, target, {}) : '/dashboard';
}

/** /profile for job seekers: resumes the onboarding where they left it. */
export function ResumeProfileRedirect() {
  const answers = useMyAnswers('jobseeker');
  const flow = useFlow('jobseeker', answers.data?.version);
  if (answers.error ?? flow.error) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        <Alert severity="error">Your profile could not be loaded. {(answers.error ?? flow.error)?.message}</Alert>
      </Box>
    );
  }
  if (!answers.data || !flow.data) return <LoadingScreen label="Loading your profile" />;
  return <Redirect to={resumePoint(flow.data, answers.data.answers)} />;
}
