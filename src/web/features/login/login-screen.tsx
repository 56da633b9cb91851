import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import type { TwoFactorChallenge } from '../../api/account/sign-in-answer';
import { PageHeading } from '../../components/page-heading';
import { lazyScreen } from '../../components/lazy-screen';
import { LoadingScreen } from '../../components/loading-screen';
import { useSession } from '../../session/use-session';
import type { LoginCredentials } from './login-form';
import { LoginForm } from './login-form';
import { readLoginNotice } from './login-notice';
import { SignedInNotice } from './signed-in-notice';
import { useFinishSignIn } from './use-finish-sign-in';

// Only accounts with two-factor sign-in reach the code step: the sign-in page does not carry it.
const TwoFactorCodeStep = lazyScreen(() => import('../../components/two-factor-code-step'), 'TwoFactorCodeStep');

/** /login (spec 000 §2, §4): e-mail and password, then the code step for a two-factor account. */
export function LoginScreen() {
  const { valid } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const finishSignIn = useFinishSignIn();
  const [credentials, setCredentials] = useState<LoginCredentials>({ email: '', password: '' });
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // From the code step that ran out, or handed over by another screen (a failed magic link, a finished reset).
  const [notice, setNotice] = useState<string | null>(() => readLoginNotice(location.state));
  const wrongAccount = searchParams.get('referrer') === 'requires_login';

  if (challenge !== null) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
        <Suspense fallback={<LoadingScreen />}>
          <TwoFactorCodeStep
            challenge={challenge}
            onVerified={finishSignIn}
            onStartOver={(message) => {
              setChallenge(null);
              setNotice(message);
            }}
          />
        </Suspense>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeading>{valid ? 'You are already signed in' : 'Log in to your account'}</PageHeading>
      {wrongAccount && <Alert severity="info">The page you tried to open needs a different kind of account. Log in with an account that can open it.</Alert>}
      {valid ? (
        <SignedInNotice />
      ) : (
        <>
          {notice !== null && (
            <Alert severity="warning" role="status">
              {notice}
            </Alert>
          )}
          <LoginForm
            values={credentials}
            onChange={setCredentials}
            onSignedIn={finishSignIn}
            onTwoFactor={(next) => {
              setNotice(null);
              setChallenge(next);
            }}
          />
          <Link component={RouterLink} to="/sign-in-with-email" sx={{ alignSelf: 'flex-start' }}>
            Sign in with an e-mail link instead
          </Link>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
            <Typography>
              New here?{' '}
              <Link component={RouterLink} to="/signup">
                Sign up
              </Link>
              {' or '}
              <Link component={RouterLink} to="/signup-with-resume">
                Sign up with a resume
              </Link>
            </Typography>
            <Link component={RouterLink} to="/reset-password">
              Forgot password?
            </Link>
          </Stack>
        </>
      )}
    </Stack>
  );
}
