import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface RetryAlertProps {
  onRetry: () => void;
  /** Further ways on, after Try Again. */
  more?: ReactNode;
  children: ReactNode;
}

/** A failed load, said with Try Again beside it. */
export function RetryAlert({ onRetry, more, children }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <>
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
          {more}
        </>
      }
    >
      {children}
    </Alert>
  );
}

interface LoadFailureProps {
  /** What could not be loaded, as a sentence start: "Your roles could not be loaded." */
  what: string;
  message: string;
  onRetry: () => void;
}

/** A panel's failed load: what failed, the server's reason, and Try Again. */
export function LoadFailure({ what, message, onRetry }: LoadFailureProps) {
  return (
    <RetryAlert onRetry={onRetry}>
      {what} {message}
    </RetryAlert>
  );
}
