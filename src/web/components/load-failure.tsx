import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadFailureProps {
  /** What could not be loaded, as a sentence start: "Your roles could not be loaded." */
  what: string;
  message: string;
  onRetry: () => void;
}

/** A panel's failed load: what failed, the server's reason, and Try Again. */
export function LoadFailure({ what, message, onRetry }: LoadFailureProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {what} {message}
    </Alert>
  );
}
