import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { requestPasswordReset } from '../../api/account/request-password-reset';
import { EmailRequestForm } from '../../components/email-request-form';
import { PageHeading } from '../../components/page-heading';

/** /reset-password without a link: ask for one by e-mail. */
export function ResetRequest() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeading>Reset your password</PageHeading>
      <Typography>Enter the e-mail address of your account and we will send you a link to choose a new password.</Typography>
      <EmailRequestForm submitLabel="Send reset link" send={requestPasswordReset} />
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start' }}>
        Back to log in
      </Link>
    </Stack>
  );
}
