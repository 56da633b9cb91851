import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useMyProfile } from '../../api/account/use-my-profile';
import { useEmployer } from '../../api/employers/use-employer';
import { AccountLoading } from '../../components/account-loading';
import { DetailsList } from '../../components/details-list';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../session/use-session';
import { Redirect } from '../../navigation/redirect';

/**
 * /complete-sign-up: the welcome after claiming an account, with the person's name and organisation and the
 * way on. Signed out, there is nobody to welcome: /login.
 */
export function CompleteSignUpScreen() {
  const session = useSession();
  const profile = useMyProfile();
  const employerId = profile.data?.userType === 'employee' ? profile.data.employerId : null;
  const employer = useEmployer(employerId);

  if (!session.valid) return <Redirect to="/login" />;
  if (profile.data === undefined) return <AccountLoading error={profile.error} onRetry={() => void profile.mutate()} />;

  const { firstName, lastName, name } = profile.data;
  const fullName = name.trim() || `${firstName} ${lastName}`.trim();
  const rows: [string, string][] = [['Name', fullName === '' ? profile.data.email : fullName]];
  if (employerId !== null) {
    // The organisation's name comes from a second call; while it is on its way the row says so.
    rows.push(['Organization', employer.data?.name ?? (employer.error === undefined ? 'Loading…' : 'Not available right now')]);
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeading>{firstName.trim() === '' ? 'Welcome!' : `Welcome, ${firstName.trim()}!`}</PageHeading>
      <Typography>Your account is ready. Check that these details are right, then carry on.</Typography>
      <DetailsList rows={rows} />
      <div>
        <Button variant="contained" size="large" component={RouterLink} to="/">
          Continue
        </Button>
      </div>
    </Stack>
  );
}
