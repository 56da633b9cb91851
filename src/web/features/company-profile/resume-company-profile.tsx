import { Alert, Box } from '@mui/material';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useEmployer } from '../../api/employers/use-employer';
import { useFlow } from '../../api/flows/use-flow';
import { LoadingScreen } from '../../components/loading-screen';
import { answersOfOwner } from '../../forms/answers-of-owner';
import { flowPath, resumeTarget } from '../../forms/flow-paths';
import { EMPLOYER_FLOW } from './company-profile-owner';
import { Redirect } from '../../navigation/redirect';

/** /profile for employees: the organisation's first question still unanswered (or the dashboard once all are). */
export function ResumeCompanyProfile() {
  const profile = useMyProfile();
  const employerId = profile.data?.employerId ?? null;
  const employer = useEmployer(employerId);
  const flow = useFlow(EMPLOYER_FLOW, employer.data ? (employer.data.flowVersion ?? 'latest') : undefined);
  const failure = profile.error ?? employer.error ?? flow.error;
  if (failure) {
    return (
      <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
        <Alert severity="error">Your company profile could not be loaded. {failure.message}</Alert>
      </Box>
    );
  }
  if (profile.data && employerId === null) return <Redirect to="/dashboard" />;
  if (!employer.data || !flow.data) return <LoadingScreen label="Loading your company profile" />;
  const answers = answersOfOwner(flow.data, employer.data);
  return <Redirect to={flowPath(flow.data, resumeTarget(flow.data, answers), { employerId: employer.data.id })} />;
}
