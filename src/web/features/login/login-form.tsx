import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { login } from '../../api/account/login';
import type { TwoFactorChallenge } from '../../api/account/sign-in-answer';
import { readSignInAnswer } from '../../api/account/sign-in-answer';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { RequiredTextField } from '../../components/required-text-field';
import { textFieldBinder } from '../../components/text-field-binding';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { useHydrated } from '../../components/use-hydrated';
import { useTypedBeforeHydration } from '../../prerender/typed-before-hydration';
import { recordFailedLogin, resetFailedLogins } from '../../session/login-attempts';
import { FailedAttemptsNote } from './failed-attempts-note';

export interface LoginCredentials {
  email: string;
  password: string;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

interface LoginFormProps {
  /** Held by the screen, so the code step and back keep what was typed. */
  values: LoginCredentials;
  /**
   * Given an update of the values, not the values: two fields changed before React draws again (a password
   * manager filling both, the typing handed over after hydration) would otherwise each write over the other.
   */
  onChange: (update: (values: LoginCredentials) => LoginCredentials) => void;
  onSignedIn: (token: string) => void;
  onTwoFactor: (challenge: TwoFactorChallenge) => void;
}

/** E-mail and password; a session, or the code step for a two-factor account, follows. */
export function LoginForm({ values, onChange, onSignedIn, onTwoFactor }: LoginFormProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  useTypedBeforeHydration(form);
  const { email, password } = values;
  const field = textFieldBinder(values, fieldErrors, (name, value) => onChange((current) => ({ ...current, [name]: value })));

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (email.trim() === '') errors.email = 'Enter your e-mail address.';
    if (password === '') errors.password = 'Enter your password.';
    setFieldErrors(errors);
    if (errors.email !== undefined || errors.password !== undefined) {
      focusFirstInvalid();
      return;
    }

    setSubmitting(true);
    setFailure(null);
    try {
      const outcome = readSignInAnswer(await login({ email: email.trim(), password }));
      if (outcome.kind === 'unknown') {
        setFailure({ message: UNKNOWN_ERROR_MESSAGE, locked: false });
        return;
      }
      // The password was right either way: the count of failures starts again.
      resetFailedLogins();
      if (outcome.kind === 'two-factor') onTwoFactor(outcome.challenge);
      else onSignedIn(outcome.token);
    } catch (error) {
      // Only a refusal is a failed attempt; an unreachable server says nothing about the password.
      if (isApiError(error) && error.kind === 'client') recordFailedLogin();
      setFailure(isApiError(error) ? { message: error.message, locked: error.code === 'account_locked' } : { message: UNKNOWN_ERROR_MESSAGE, locked: false });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {failure !== null && <LoginFailure failure={failure} />}
      <FailedAttemptsNote />
      <RequiredTextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <RequiredTextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <LogInButton submitting={submitting} />
    </Stack>
  );
}

/**
 * Disabled in the page drawn at build until React takes it over: the browser's own submission would send the
 * password in the address, and with the default button disabled, Enter submits nothing either. A component of its
 * own because the take-over's end draws again whatever reads it, at once and in one piece: the button alone, not
 * the whole form (on a phone that was one 100 ms task, in which a tap waited).
 */
function LogInButton({ submitting }: { submitting: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" loading={submitting} disabled={!hydrated}>
      Log In
    </Button>
  );
}

/** A refused sign-in: the server's words, with a lock when the account is locked out (its `account_locked` code). */
interface Failure {
  message: string;
  locked: boolean;
}

function LoginFailure({ failure }: { failure: Failure }) {
  return (
    <Alert severity="error" role="alert" icon={failure.locked ? <LockIcon /> : undefined}>
      {failure.message}
    </Alert>
  );
}
