import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMyProfile } from '../../api/account/use-my-profile';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeading } from '../../components/page-heading';
import { CORE_PROFILE_SECTION } from '../../navigation/landing-path';
import { maskEmail } from './mask-email';
import { ResendEmailButton } from './resend-email-button';
import { Redirect } from '../../navigation/redirect';

/** Spec 000 §9: with no e-mail in the profile after this long, the person is sent to log in. */
export const CONFIRM_EMAIL_REDIRECT_MS = 5_000;

/** /confirm-email (spec 000 §2, §4): the address awaiting confirmation, until it is confirmed. */
export function ConfirmEmailScreen() {
  const navigate = useNavigate();
  const { data: profile } = useMyProfile();
  const email = profile?.email ?? '';

  useEffect(() => {
    if (email !== '') return undefined;
    // No profile (signed out) or one without an address: there is nothing to confirm here.
    const timer = setTimeout(() => void navigate('/login', { replace: true }), CONFIRM_EMAIL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [email, navigate]);

  if (profile?.hasConfirmedEmail) {
    return <Redirect to={profile.completedSections.includes(CORE_PROFILE_SECTION) ? '/' : '/profile'} />;
  }
  if (email === '') return <LoadingScreen label="Loading your account" />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeading>Confirm your e-mail address</PageHeading>
      <Typography>
        We sent a confirmation link to <strong>{maskEmail(email)}</strong>. Open it to confirm your address and continue. It can take a few minutes to arrive;
        check your spam folder too.
      </Typography>
      <ResendEmailButton />
    </Stack>
  );
}
