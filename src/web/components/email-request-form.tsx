import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { isValidEmail } from '../../shared/email-address';
import { FormOutcomeAlert } from './form-outcome';
import { RequiredTextField } from './required-text-field';
import { useFormState } from './use-form-state';

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
  const state = useFormState({ email: '' });
  const { form, outcome, setOutcome, submitting, field, refuse } = state;

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const address = state.values.email.trim();
    const error = address === '' ? 'Enter your e-mail address.' : isValidEmail(address) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
    if (refuse({ email: error })) return;
    await state.send(async () => {
      const answer = await send(address);
      setOutcome({ severity: 'success', text: answer.detail });
    });
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormOutcomeAlert outcome={outcome} />
      <RequiredTextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
