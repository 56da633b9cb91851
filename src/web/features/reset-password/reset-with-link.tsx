import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TwoFactorChallenge } from '../../api/account/sign-in-answer';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeading } from '../../components/page-heading';
import { LinkTwoFactorStep } from '../../components/link-two-factor-step';
import { storeToken } from '../../session/token-store';
import { NewPasswordForm } from './new-password-form';
import { RESET_FAILED, RESET_PASSWORD_PATH } from './reset-texts';
import { validateResetTokenOnce } from './validate-reset-token-once';
import { FailureAlert } from '../../components/form-outcome';
import { useRetry } from '../../components/use-retry';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'ready' }
  | { kind: 'refused'; detail: string | null }
  /** The check got no answer: the link may be fine, so the person can check again. */
  | { kind: 'unchecked'; message: string }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge };

interface ResetWithLinkProps {
  token: string;
  onAskAgain: () => void;
}

/**
 * /reset-password?token=…: checks the link first, takes it out of the address bar, then asks for the new
 * password. Success stores the token and goes to / (spec 000 §4), or on to the code step.
 */
export function ResetWithLink({ token, onAskAgain }: ResetWithLinkProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<LinkState>(token === '' ? { kind: 'refused', detail: null } : { kind: 'checking' });
  const [attempt, retry] = useRetry(() => setState({ kind: 'checking' }));

  useEffect(() => {
    // The secret has no business staying in the address bar, the history or a shared screenshot.
    void navigate(RESET_PASSWORD_PATH, { replace: true });
    if (token === '') return undefined;
    let active = true;
    validateResetTokenOnce(token).then(
      () => {
        if (active) setState({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!active) return;
        if (isApiError(error) && !error.retryable) setState({ kind: 'refused', detail: error.message });
        else setState({ kind: 'unchecked', message: isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt, navigate]);

  switch (state.kind) {
    case 'checking':
      return <LoadingScreen label="Checking your reset link" />;
    case 'ready':
      return (
        <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
          <NewPasswordForm
            token={token}
            onLinkRefused={(detail) => setState({ kind: 'refused', detail })}
            onDone={(outcome) => {
              if (outcome.kind === 'two-factor') {
                setState({ kind: 'two-factor', challenge: outcome.challenge });
                return;
              }
              storeToken(outcome.token);
              void navigate('/', { replace: true });
            }}
          />
        </Stack>
      );
    case 'two-factor':
      return (
        // The new password is set whatever happens here: logging in with it is the way on.
        <LinkTwoFactorStep challenge={state.challenge} signedInPath="/" startOverNotice="Your new password is set. Log in with it." />
      );
    case 'unchecked':
      return (
        <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
          <PageHeading>Reset your password</PageHeading>
          <FailureAlert message={state.message} />
          <div>
            <Button variant="contained" onClick={retry}>
              Try again
            </Button>
          </div>
        </Stack>
      );
    case 'refused':
      return (
        <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
          <PageHeading>Reset your password</PageHeading>
          <FailureAlert message={RESET_FAILED} />
          <Typography>{state.detail ?? 'This password reset link is incomplete. Ask for a new one.'}</Typography>
          <div>
            <Button variant="contained" onClick={onAskAgain}>
              Ask for a new reset link
            </Button>
          </div>
        </Stack>
      );
  }
}
