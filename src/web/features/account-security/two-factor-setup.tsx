import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { confirmTwoFactorSetup } from '../../api/account/confirm-two-factor-setup';
import type { TwoFactorSetup as Setup } from '../../api/account/start-two-factor-setup';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { storeToken } from '../../session/token-store';
import { FailureAlert } from '../../components/form-outcome';

interface TwoFactorSetupProps {
  setup: Setup;
  /** Two-factor is on; the new session is stored and these are the backup codes to show once. */
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
}

export const QR_CODE_ALT = 'QR code for setting up two-factor sign-in in an authenticator app';

/** Scan the QR code (or type the key), then prove it with a code: POST /api/2fa/verify-setup/. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function refuse(message: string): void {
    setFieldError(message);
    input.current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (digits === '') return refuse('Enter the 6-digit code your authenticator app shows.');
    if (!/^\d{6}$/.test(digits)) return refuse('The code has 6 digits.');
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await confirmTwoFactorSetup(digits);
      // Every other session ended with this change; this one carries on with the new token.
      if (typeof answer.token === 'string' && answer.token !== '') storeToken(answer.token);
      onEnabled(Array.isArray(answer.backupTokens) ? answer.backupTokens : []);
    } catch (error) {
      const message = isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
      if (isApiError(error) && error.code === 'two_factor_code_invalid') refuse(message);
      else setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography>1. Scan this QR code with an authenticator app, such as Google Authenticator, Microsoft Authenticator or 1Password.</Typography>
      <Box component="img" src={setup.qrCode} alt={QR_CODE_ALT} width={200} height={200} sx={{ alignSelf: 'flex-start', border: 1, borderColor: 'divider' }} />
      <Typography>Cannot scan it? Enter this key in the app instead:</Typography>
      <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', letterSpacing: '0.08em', overflowWrap: 'anywhere' }}>
        {setup.secret}
      </Typography>
      <Typography>2. Enter the 6-digit code the app now shows for this account.</Typography>
      <FailureAlert message={failure} />
      <TextField
        inputRef={input}
        label="Verification code"
        name="code"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError !== undefined}
        helperText={fieldError}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', required: true } }}
        sx={{ maxWidth: { sm: 280 } }}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" loading={submitting}>
          Turn on
        </Button>
        <Button variant="outlined" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
