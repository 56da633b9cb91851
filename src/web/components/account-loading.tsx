import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { RetryAlert } from './load-failure';
import { LoadingScreen } from './loading-screen';

interface AccountLoadingProps {
  /** The failure of the profile call, if it failed. */
  error: Error | undefined;
  onRetry: () => void;
}

export const ACCOUNT_LOADING_LABEL = 'Loading your account';

/**
 * Shown while the signed-in person's profile is being fetched. When the fetch fails the spinner would turn
 * forever, so the failure is said and can be retried, or the person can log out rather than be stuck.
 */
export function AccountLoading({ error, onRetry }: AccountLoadingProps) {
  if (error === undefined) return <LoadingScreen label={ACCOUNT_LOADING_LABEL} />;
  return (
    <Box sx={{ py: 4 }}>
      <RetryAlert
        onRetry={onRetry}
        more={
          <Button color="inherit" size="small" component={RouterLink} to="/logout">
            Log out
          </Button>
        }
      >
        {error.message}
      </RetryAlert>
    </Box>
  );
}
