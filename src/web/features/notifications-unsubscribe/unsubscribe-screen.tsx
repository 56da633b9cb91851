import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { setNotificationSubscription } from '../../api/notifications/set-notification-subscription';
import { LoadingScreen } from '../../components/loading-screen';
import { PageHeading } from '../../components/page-heading';
import {
  FAILED_HEADING,
  INVALID_LINK_HEADING,
  INVALID_LINK_TEXT,
  LOADING_LABEL,
  RESUBSCRIBED_HEADING,
  UNSUBSCRIBED_HEADING,
  subscriptionText,
} from './unsubscribe-texts';

type ScreenState =
  | { kind: 'loading' }
  | { kind: 'done'; type: string; subscribed: boolean; pending: boolean; error: string | null }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** /notifications/unsubscribe/:notificationUuid, the link in a notification e-mail; works signed out. */
export function UnsubscribeRoute() {
  const { notificationUuid = '' } = useParams();
  // A new link is a new screen, from its loading state on.
  return <UnsubscribeScreen key={notificationUuid} notificationUuid={notificationUuid} />;
}

/**
 * Turns e-mail of the notification's kind off as soon as it opens (PATCH subscribe=false), says which kind,
 * and offers Subscribe again. An unknown or malformed link is said plainly; a connection failure can be retried.
 */
export function UnsubscribeScreen({ notificationUuid }: { notificationUuid: string }) {
  const [state, setState] = useState<ScreenState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setNotificationSubscription(notificationUuid, false).then(
      (answer) => {
        if (current) setState({ kind: 'done', type: answer.type, subscribed: answer.subscribe, pending: false, error: null });
      },
      (error: unknown) => {
        if (current) setState(failureState(error));
      },
    );
    return () => {
      current = false;
    };
  }, [notificationUuid, attempt]);

  const retry = (): void => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const toggle = (type: string, subscribe: boolean): void => {
    setState({ kind: 'done', type, subscribed: !subscribe, pending: true, error: null });
    setNotificationSubscription(notificationUuid, subscribe).then(
      (answer) => setState({ kind: 'done', type: answer.type, subscribed: answer.subscribe, pending: false, error: null }),
      (error: unknown) => {
        const failure = failureState(error);
        if (failure.kind === 'invalid') setState(failure);
        else setState({ kind: 'done', type, subscribed: !subscribe, pending: false, error: failure.message });
      },
    );
  };

  switch (state.kind) {
    case 'loading':
      return <LoadingScreen label={LOADING_LABEL} />;
    case 'invalid':
      return (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <PageHeading>{INVALID_LINK_HEADING}</PageHeading>
          <Typography>{INVALID_LINK_TEXT}</Typography>
        </Stack>
      );
    case 'failed':
      return (
        <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'flex-start' }}>
          <PageHeading>{FAILED_HEADING}</PageHeading>
          <Alert severity="error">{state.message}</Alert>
          <Button variant="contained" onClick={retry}>
            Try Again
          </Button>
        </Stack>
      );
    case 'done':
      return (
        <Stack spacing={2} sx={{ maxWidth: 560, alignItems: 'flex-start' }}>
          <PageHeading>{state.subscribed ? RESUBSCRIBED_HEADING : UNSUBSCRIBED_HEADING}</PageHeading>
          <Typography>{subscriptionText(state.type, state.subscribed)}</Typography>
          {state.error !== null && <Alert severity="error">{state.error}</Alert>}
          <Button variant={state.subscribed ? 'outlined' : 'contained'} disabled={state.pending} onClick={() => toggle(state.type, !state.subscribed)}>
            {state.subscribed ? 'Unsubscribe' : 'Subscribe again'}
          </Button>
        </Stack>
      );
  }
}

function failureState(error: unknown): Extract<ScreenState, { kind: 'invalid' | 'failed' }> {
  // 404: no notification has this uuid; 400: the link is not even shaped like one.
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return { kind: 'invalid' };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}
