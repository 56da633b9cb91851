import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TwoFactorChallenge } from '../api/account/sign-in-answer';
import type { TwoFactorProof } from '../api/account/verify-two-factor';
import { verifyTwoFactor } from '../api/account/verify-two-factor';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import { PageHeading } from './page-heading';
import { FailureAlert } from './form-outcome';

/** Spec 000 §8: the two-factor failure, quoted exactly. */
export const INVALID_CODE_MESSAGE = 'Invalid code';
export const TWO_FACTOR_HEADING = 'Enter your verification code';

type Mode = 'app' | 'backup';

interface TwoFactorCodeStepProps {
  challenge: TwoFactorChallenge;
  /** The sign-in is complete: store the token and go on. */
  onVerified: (token: string) => void;
  /** Back to the first factor; with the server's message when the step ran out, null when the person chose to. */
  onStartOver: (message: string | null) => void;
  backLabel?: string;
}

/**
 * The code step of a sign-in (spec 000 §4 Login) that the login form, the magic link and the password reset
 * all end in for a two-factor account: the authenticator app's 6-digit code, or a backup code instead.
 */
export function TwoFactorCodeStep({ challenge, onVerified, onStartOver, backLabel = 'Back to log in' }: TwoFactorCodeStepProps) {
  const [mode, setMode] = useState<Mode>('app');
  const [codes, setCodes] = useState<Record<Mode, string>>({ app: '', backup: '' });
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const id = useId();

  useEffect(() => {
    if (focusRequest > 0) input.current?.focus();
  }, [focusRequest]);

  function switchMode(): void {
    setMode((current) => (current === 'app' ? 'backup' : 'app'));
    setFieldError(undefined);
    setFocusRequest((count) => count + 1);
  }

  function refuse(message: string): void {
    setFieldError(message);
    setFocusRequest((count) => count + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    let proof: TwoFactorProof;
    if (mode === 'app') {
      const code = codes.app.replace(/\s/g, '');
      if (code === '') return refuse('Enter the 6-digit code from your authenticator app.');
      if (!/^\d{6}$/.test(code)) return refuse('The code has 6 digits.');
      proof = { token: code };
    } else {
      const code = codes.backup.trim();
      if (code === '') return refuse('Enter one of your backup codes.');
      proof = { backupToken: code };
    }
    setFieldError(undefined);
    setFailure(null);
    setSubmitting(true);
    try {
      const answer = await verifyTwoFactor(challenge.userId, proof);
      // Spec 000 §4: the step succeeds only when verified is true and a token came with it.
      if (answer.verified && typeof answer.token === 'string' && answer.token !== '') {
        onVerified(answer.token);
        return;
      }
      refuse(INVALID_CODE_MESSAGE);
    } catch (error) {
      const message = isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
      // The server ends the step after 5 minutes or 5 wrong codes, or when it was already completed elsewhere;
      // typing another code cannot help then, so the person goes back to prove the first factor again.
      if (isApiError(error) && error.code === 'two_factor_challenge_ended') onStartOver(message);
      else if (isApiError(error) && error.code === 'two_factor_code_invalid') refuse(message);
      else setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  const app = mode === 'app';
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <PageHeading>{TWO_FACTOR_HEADING}</PageHeading>
      <Typography>{challenge.message}</Typography>
      <FailureAlert message={failure} />
      <TextField
        // A new id per mode: the two fields are different inputs, each with its own label and help.
        key={mode}
        id={`${id}-${mode}`}
        inputRef={input}
        label={app ? 'Verification code' : 'Backup code'}
        name={app ? 'code' : 'backupCode'}
        value={codes[mode]}
        onChange={(event) => {
          const value = event.target.value;
          setCodes((current) => ({ ...current, [mode]: value }));
          setFieldError(undefined);
        }}
        error={fieldError !== undefined}
        helperText={
          fieldError ??
          (app ? 'The 6-digit code your authenticator app shows now.' : 'One of the backup codes you saved, such as ABCDE-FGHJK. Each works once.')
        }
        slotProps={{
          htmlInput: app
            ? { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', required: true }
            : { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, required: true },
        }}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Verify
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Button variant="text" onClick={switchMode} disabled={submitting}>
          {app ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </Button>
        <Button variant="text" onClick={() => onStartOver(null)} disabled={submitting}>
          {backLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
