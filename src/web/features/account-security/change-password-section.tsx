import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { changePassword } from '../../api/account/change-password';
import { NewPasswordFields } from '../../components/new-password-fields';
import { RequiredTextField } from '../../components/required-text-field';
import { splitServerErrors } from '../../components/split-server-errors';
import { useFocusFirstInvalid } from '../../components/use-focus-first-invalid';
import { validateNewPassword } from '../../components/validate-new-password';
import { storeToken } from '../../session/token-store';
import { SecuritySection } from './security-section';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
type Errors = Partial<Record<Field, string>>;

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password for /settings: the current one, then the new one with the live checklist. The server ends
 * every other session; this one carries on with the token it returns.
 */
export function ChangePasswordSection() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  function change(field: Field, value: string): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found: Errors = { ...validateNewPassword(values.password, values.confirmPassword) };
    if (values.currentPassword === '') found.currentPassword = 'Enter your current password.';
    setErrors(found);
    if (Object.values(found).some((message) => message !== undefined)) {
      focusFirstInvalid();
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      const { token } = await changePassword(values.currentPassword, values.password);
      storeToken(token);
      setValues(EMPTY);
      setOutcome({ severity: 'success', text: 'Your password is changed. You have been signed out on every other device.' });
    } catch (error) {
      const { fieldErrors, general } = splitServerErrors(error, { currentPassword: 'currentPassword', newPassword: 'password' } as const);
      setErrors(fieldErrors);
      if (general !== null) setOutcome({ severity: 'error', text: general });
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <SecuritySection title="Change password">
      <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: 480 }}>
        {outcome !== null && (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
        <RequiredTextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(value) => change('currentPassword', value)}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          password={values.password}
          confirmPassword={values.confirmPassword}
          onPasswordChange={(value) => change('password', value)}
          onConfirmPasswordChange={(value) => change('confirmPassword', value)}
          errors={errors}
          confirmLabel="Confirm new password"
        />
        <div>
          <Button type="submit" variant="contained" loading={submitting}>
            Change password
          </Button>
        </div>
      </Stack>
    </SecuritySection>
  );
}
