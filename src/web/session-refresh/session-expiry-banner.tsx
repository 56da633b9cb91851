import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { VisuallyHidden } from '../components/visually-hidden';
import { formatCountdown } from '../session/format-countdown';
import { refreshSession } from './refresh-session';
import { useExpiryCountdown } from '../session/use-expiry-countdown';
import { useSession } from '../session/use-session';

export const STAY_LOGGED_IN = 'Stay Logged In';

/** "Your session expires in 4:32". */
export function expiryBannerText(secondsLeft: number): string {
  return `Your session expires in ${formatCountdown(secondsLeft)}`;
}

/**
 * The session-expiry banner of spec 000 §4: while 5 minutes or less (and more than 0) remain it counts down
 * and offers Stay Logged In, which refreshes the token; the fresh token ends the window and so the banner.
 * The countdown is not a live region (it would be read out every second); one alert says it appeared.
 */
export function SessionExpiryBanner() {
  const { valid, claims } = useSession();
  const secondsLeft = useExpiryCountdown(valid && claims !== null ? claims.exp * 1000 : null);
  const [pending, setPending] = useState(false);
  if (secondsLeft === null) return null;

  const stayLoggedIn = (): void => {
    setPending(true);
    void refreshSession().finally(() => setPending(false));
  };

  return (
    <Alert
      severity="warning"
      role="region"
      aria-label="Session expiry"
      square
      sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar + 1, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" disabled={pending} onClick={stayLoggedIn}>
          {STAY_LOGGED_IN}
        </Button>
      }
    >
      <span>{expiryBannerText(secondsLeft)}</span>
      <VisuallyHidden>
        <span role="alert">Your session is about to expire.</span>
      </VisuallyHidden>
    </Alert>
  );
}
