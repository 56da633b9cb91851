import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { confirmEmail } from '../../api/account/confirm-email';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeading } from '../../components/page-heading';
import { useSession } from '../../session/use-session';

type LinkState = { kind: 'working' } | { kind: 'confirmed' } | { kind: 'failed'; message: string };

// A link's secret works once; React's development double-run of effects must not spend it twice.
const redemptions = new Map<string, Promise<unknown>>();

function redeemOnce(userId: string, token: string): Promise<unknown> {
  const key = `${userId}:${token}`;
  let redemption = redemptions.get(key);
  if (!redemption) {
    redemption = confirmEmail(userId, token);
    redemptions.set(key, redemption);
  }
  return redemption;
}

/** /confirm_email?token=…&user_id=…: the page the confirmation e-mail links to. */
export function ConfirmEmailLinkScreen() {
  const session = useSession();
  const { mutate } = useSWRConfig();
  const [params] = useState(() => new URLSearchParams(window.location.search));
  // An incomplete link is known at once; deciding it here keeps the effect free of synchronous state updates.
  const [state, setState] = useState<LinkState>(() =>
    params.get('token') && params.get('user_id')
      ? { kind: 'working' }
      : { kind: 'failed', message: 'This link is incomplete. Open the link from your confirmation e-mail again.' },
  );

  useEffect(() => {
    const token = params.get('token');
    const userId = params.get('user_id');
    // The secret has no business staying in the address bar, the history or a shared screenshot.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!token || !userId) return;
    redeemOnce(userId, token).then(
      () => {
        setState({ kind: 'confirmed' });
        // The guards read the profile: let them see the confirmed address at once.
        void mutate((key) => Array.isArray(key) && key[0] === '/api/my-profile/');
      },
      (error: unknown) => setState({ kind: 'failed', message: isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE }),
    );
  }, [params, mutate]);

  if (state.kind === 'working') return <LoadingScreen label="Confirming your e-mail address" />;
  const next = session.valid ? { to: '/', label: 'Continue' } : { to: '/login', label: 'Log in' };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeading>{state.kind === 'confirmed' ? 'Your e-mail address is confirmed' : 'We could not confirm your e-mail address'}</PageHeading>
      {state.kind === 'confirmed' ? (
        <Alert severity="success" role="status">
          Thank you. {session.valid ? 'You can carry on where you left off.' : 'Log in to carry on.'}
        </Alert>
      ) : (
        <Alert severity="error" role="alert">
          {state.message}
        </Alert>
      )}
      <div>
        <Button component={RouterLink} to={next.to} variant="contained">
          {next.label}
        </Button>
      </div>
    </Stack>
  );
}
