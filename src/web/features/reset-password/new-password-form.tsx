import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { confirmPasswordReset } from '../../api/account/confirm-password-reset';
import { readSignInAnswer } from '../../api/account/sign-in-answer';
import type { SignInOutcome } from '../../api/account/sign-in-answer';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageHeading } from '../../components/page-heading';
import { splitServerErrors } from '../../components/split-server-errors';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { useNewPassword } from '../../components/use-new-password';
import { FailureAlert } from '../../components/form-outcome';

interface NewPasswordFormProps {
  token: string;
  /** A session or the code step: the new password is set. */
  onDone: (outcome: Exclude<SignInOutcome, { kind: 'unknown' }>) => void;
  /** The server refused the link itself (used or expired since it was checked). */
  onLinkRefused: (detail: string) => void;
}

/** The new password and its confirmation, with the live checklist; a weak password never reaches the server. */
export function NewPasswordForm({ token, onDone, onLinkRefused }: NewPasswordFormProps) {
  const { password, fieldProps, setErrors, isAcceptable } = useNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!isAcceptable()) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const outcome = readSignInAnswer(await confirmPasswordReset(token, password));
      if (outcome.kind === 'unknown') setFailure(UNKNOWN_ERROR_MESSAGE);
      else onDone(outcome);
    } catch (error) {
      const { fieldErrors, general } = splitServerErrors(error, { password: 'password' } as const);
      if (fieldErrors.password !== undefined) {
        setErrors({ password: fieldErrors.password });
        focusFirstInvalid();
      } else if (isApiError(error) && error.kind === 'client' && general !== null) {
        onLinkRefused(general);
      } else {
        setFailure(general ?? UNKNOWN_ERROR_MESSAGE);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <PageHeading>Choose a new password</PageHeading>
      <Typography>Your new password replaces the old one and signs you out everywhere else.</Typography>
      <FailureAlert message={failure} />
      <NewPasswordFields {...fieldProps} />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Set new password
      </Button>
    </Stack>
  );
}
