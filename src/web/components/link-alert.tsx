import Alert from '@mui/material/Alert';
import type { AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface LinkAlertProps {
  severity: AlertColor;
  /** The way on, beside the text; none when there is nowhere to go. */
  link: { to: string; label: string } | null;
  children: ReactNode;
}

/** A notice with the page that resolves it linked beside it. */
export function LinkAlert({ severity, link, children }: LinkAlertProps) {
  return (
    <Alert
      severity={severity}
      action={
        link !== null && (
          <Button color="inherit" size="small" component={RouterLink} to={link.to}>
            {link.label}
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
