import { useId } from 'react';
import { PasswordChecklist } from './password-checklist';
import { RequiredTextField } from './required-text-field';
import type { NewPasswordErrors } from './validate-new-password';

interface NewPasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPasswordChange: (value: string) => void;
  onConfirmPasswordChange: (value: string) => void;
  errors: NewPasswordErrors;
  passwordLabel?: string;
  confirmLabel?: string;
}

/** A new password, its confirmation and the live checklist both fields point at (reset, claim, change). */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  errors,
  passwordLabel = 'New password',
  confirmLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  return (
    <>
      <RequiredTextField
        label={passwordLabel}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        describedBy={checklistId}
      />
      <RequiredTextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
        error={errors.confirmPassword}
        describedBy={checklistId}
      />
      <PasswordChecklist id={checklistId} password={password} confirmPassword={confirmPassword} />
    </>
  );
}
