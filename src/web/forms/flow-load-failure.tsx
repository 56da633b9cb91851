import { Alert, Box, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** A question flow screen whose answers or flow could not be loaded: what failed and why, and Try again. */
export function FlowLoadFailure({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {children}
      </Alert>
    </Box>
  );
}
