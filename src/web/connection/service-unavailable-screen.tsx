import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../components/page-heading';
import { SERVICE_UNAVAILABLE_TITLE } from './connection-texts';
import { useRetryConnection } from './retry-connection';
import type { UnavailableRetrySchedule } from './unavailable-retry-schedule';
import { startUnavailableRetries } from './unavailable-retry-schedule';

export const SERVICE_UNAVAILABLE_TEXT =
  "We can't reach our servers right now. This is usually temporary: we try again every 30 seconds and bring you back to where you were as soon as the service is back.";

/** The full-page unavailable screen (spec 000 §4): retries by itself every 30 s; Try Again retries at once. */
export function ServiceUnavailableScreen() {
  const retry = useRetryConnection();
  const [checking, setChecking] = useState(false);
  const schedule = useRef<UnavailableRetrySchedule | null>(null);

  useEffect(() => {
    const attempt = (): void => {
      setChecking(true);
      void retry().finally(() => setChecking(false));
    };
    const started = startUnavailableRetries(attempt);
    schedule.current = started;
    return () => {
      started.stop();
      schedule.current = null;
    };
  }, [retry]);

  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <PageHeading>{SERVICE_UNAVAILABLE_TITLE}</PageHeading>
        <Typography>{SERVICE_UNAVAILABLE_TEXT}</Typography>
        <Button variant="contained" onClick={() => schedule.current?.retryNow()}>
          Try Again
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {checking ? 'Checking the connection…' : ''}
        </Typography>
      </Stack>
    </Container>
  );
}
