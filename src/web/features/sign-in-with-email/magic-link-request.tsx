import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { requestMagicLink } from '../../api/account/request-magic-link';
import { EmailRequestForm } from '../../components/email-request-form';
import { PageHeading } from '../../components/page-heading';

/** /sign-in-with-email without a link: ask for one by e-mail. */
export function MagicLinkRequest() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeading>Sign in with an e-mail link</PageHeading>
      <Typography>Enter the e-mail address of your account and we will send you a link that signs you in without your password.</Typography>
      <EmailRequestForm submitLabel="Email me a sign-in link" send={requestMagicLink} />
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'flex-start' }}>
        Log in with your password instead
      </Link>
    </Stack>
  );
}
