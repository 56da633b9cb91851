import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { TwoFactorChallenge } from '../../api/account/sign-in-answer';
import { readSignInAnswer } from '../../api/account/sign-in-answer';
import { isApiError } from '../../api/api-error';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeading } from '../../components/page-heading';
import { LinkTwoFactorStep } from '../../components/link-two-factor-step';
import { DEFAULT_AFTER_SIGN_IN } from '../../navigation/safe-redirect-path';
import { storeToken } from '../../session/token-store';
import { MAGIC_LINK_FAILED, MAGIC_LINK_FAILURE_REDIRECT_MS, MAGIC_LINK_PATH } from './magic-link-texts';
import { redeemMagicLinkOnce } from './redeem-magic-link-once';
import { FailureAlert } from '../../components/form-outcome';
import { useRetry } from '../../components/use-retry';

type RedemptionState =
  | { kind: 'working' }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge }
  /** `retryable`: no answer came, so the link may still work and the person may try again. */
  | { kind: 'failed'; detail: string | null; retryable: boolean };

const INCOMPLETE_LINK = 'This link is incomplete. Open the link from your e-mail again, or ask for a new one.';

interface MagicLinkRedemptionProps {
  token: string | null;
  userId: string | null;
}

/**
 * /sign-in-with-email?token=…&user_id=…: redeems the e-mailed link once, even under React's StrictMode, and
 * takes the secret out of the address bar. Success stores the token and goes to /?referrer=login, or on to
 * the code step; a refused link says so and goes to /login (spec 000 §4, §8).
 */
export function MagicLinkRedemption({ token, userId }: MagicLinkRedemptionProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<RedemptionState>(() =>
    token && userId ? { kind: 'working' } : { kind: 'failed', detail: INCOMPLETE_LINK, retryable: false },
  );
  const [attempt, retry] = useRetry(() => setState({ kind: 'working' }));

  useEffect(() => {
    // The secret has no business staying in the address bar, the history or a shared screenshot.
    void navigate(MAGIC_LINK_PATH, { replace: true });
    if (!token || !userId) return undefined;
    let active = true;
    redeemMagicLinkOnce(token, userId).then(
      (answer) => {
        if (!active) return;
        const outcome = readSignInAnswer(answer);
        if (outcome.kind === 'token') {
          storeToken(outcome.token);
          void navigate(DEFAULT_AFTER_SIGN_IN, { replace: true });
        } else if (outcome.kind === 'two-factor') {
          setState({ kind: 'two-factor', challenge: outcome.challenge });
        } else {
          setState({ kind: 'failed', detail: null, retryable: false });
        }
      },
      (error: unknown) => {
        if (!active) return;
        setState({ kind: 'failed', detail: isApiError(error) ? error.message : null, retryable: isApiError(error) && error.retryable });
      },
    );
    return () => {
      active = false;
    };
  }, [token, userId, attempt, navigate]);

  const refused = state.kind === 'failed' && !state.retryable;
  useEffect(() => {
    if (!refused) return undefined;
    const timer = setTimeout(() => void navigate('/login', { replace: true, state: { notice: MAGIC_LINK_FAILED } }), MAGIC_LINK_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [refused, navigate]);

  if (state.kind === 'working') return <LoadingScreen label="Signing you in" />;
  if (state.kind === 'two-factor') return <LinkTwoFactorStep challenge={state.challenge} signedInPath={DEFAULT_AFTER_SIGN_IN} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeading>We could not sign you in</PageHeading>
      <FailureAlert message={MAGIC_LINK_FAILED} />
      {state.detail !== null && <Typography>{state.detail}</Typography>}
      {state.retryable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={retry}>
            Try again
          </Button>
          <Button variant="outlined" component={RouterLink} to="/login">
            Go to log in
          </Button>
        </Stack>
      ) : (
        <>
          <Typography>Taking you to the log-in page…</Typography>
          <div>
            <Button variant="outlined" component={RouterLink} to="/login" state={{ notice: MAGIC_LINK_FAILED }} replace>
              Go to log in now
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
