import { useId } from 'react';
import { PasswordChecklist } from './password-checklist';
import { RequiredTextField } from './required-text-field';
import { textFieldBinder } from './text-field-binding';
import type { NewPasswordErrors } from './validate-new-password';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField, value: string) => void;
  errors: NewPasswordErrors;
  passwordLabel?: string;
  /** The password field's name attribute. */
  passwordName?: string;
  confirmLabel?: string;
}

/** A new password, its confirmation and the live checklist both fields point at (sign-up, reset, claim, change). */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  passwordLabel = 'New password',
  passwordName = 'newPassword',
  confirmLabel = 'Confirm password',
}: NewPasswordFieldsProps) {
  const checklistId = useId();
  const field = textFieldBinder(values, errors, onChange);
  const shared = { type: 'password', autoComplete: 'new-password', describedBy: checklistId } as const;
  return (
    <>
      <RequiredTextField label={passwordLabel} {...field('password')} name={passwordName} {...shared} />
      <RequiredTextField label={confirmLabel} {...field('confirmPassword')} {...shared} />
      <PasswordChecklist id={checklistId} password={values.password} confirmPassword={values.confirmPassword} />
    </>
  );
}
