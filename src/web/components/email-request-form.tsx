import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { isValidEmail } from '../../shared/email-address';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import { RequiredTextField } from './required-text-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface EmailRequestFormProps {
  submitLabel: string;
  /** The call; its `detail` is shown once it succeeds. */
  send: (email: string) => Promise<{ detail: string }>;
}

/**
 * One e-mail field asking the server to mail a link (sign-in, password reset). Shows the server's answer,
 * which is the same whether or not the address has an account, and keeps the address for a second try.
 */
export function EmailRequestForm({ submitLabel, send }: EmailRequestFormProps) {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const address = email.trim();
    const error = address === '' ? 'Enter your e-mail address.' : isValidEmail(address) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
    setFieldError(error);
    if (error !== undefined) {
      focusFirstInvalid();
      return;
    }
    setSending(true);
    setOutcome(null);
    try {
      const answer = await send(address);
      setOutcome({ severity: 'success', text: answer.detail });
    } catch (failure) {
      setOutcome({ severity: 'error', text: isApiError(failure) ? failure.message : UNKNOWN_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {outcome !== null && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <RequiredTextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      <Button type="submit" variant="contained" size="large" loading={sending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
