import Typography from '@mui/material/Typography';
import { LOGIN_LOCK_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../../shared/session-constants';
import { useFailedLoginCount } from '../../session/login-attempts';

const LOCK_MINUTES = LOGIN_LOCK_WINDOW_MS / 60_000;

/**
 * How many sign-ins failed in this browser, and the server's lock-out rule it counts towards. It avoids any
 * word containing "locked" (even "blocked"): on this page that word marks the server's lock message alone.
 */
export function FailedAttemptsNote() {
  const count = useFailedLoginCount();
  if (count === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {count === 1 ? '1 failed sign-in attempt' : `${count} failed sign-in attempts`} in this browser. After {LOGIN_MAX_FAILURES} failed attempts within{' '}
      {LOCK_MINUTES} minutes, that account cannot sign in for {LOCK_MINUTES} minutes.
    </Typography>
  );
}
