import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { changePassword } from '../../api/account/change-password';
import { FormOutcomeAlert } from '../../components/form-outcome';
import { NewPasswordFields } from '../../components/new-password-fields';
import { RequiredTextField } from '../../components/required-text-field';
import { useFormState } from '../../components/use-form-state';
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
  const { form, values, setValues, errors, outcome, setOutcome, submitting, change, field, refuse, send } = useFormState(EMPTY);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const found: Errors = { ...validateNewPassword(values.password, values.confirmPassword) };
    if (values.currentPassword === '') found.currentPassword = 'Enter your current password.';
    if (refuse(found)) return;
    await send(
      async () => {
        const { token } = await changePassword(values.currentPassword, values.password);
        storeToken(token);
        setValues(EMPTY);
        setOutcome({ severity: 'success', text: 'Your password is changed. You have been signed out on every other device.' });
      },
      { currentPassword: 'currentPassword', newPassword: 'password' },
    );
  }

  return (
    <SecuritySection title="Change password">
      <Stack ref={form} component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} sx={{ maxWidth: 480 }}>
        <FormOutcomeAlert outcome={outcome} />
        <RequiredTextField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
        <NewPasswordFields values={values} onChange={change} errors={errors} confirmLabel="Confirm new password" />
        <div>
          <Button type="submit" variant="contained" loading={submitting}>
            Change password
          </Button>
        </div>
      </Stack>
    </SecuritySection>
  );
}
