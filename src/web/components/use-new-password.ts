import { useState } from 'react';
import type { NewPasswordErrors } from './validate-new-password';
import { validateNewPassword } from './validate-new-password';

/**
 * The state behind NewPasswordFields: the two values, their errors (cleared as the person edits a field),
 * and a check that answers whether the pair may be sent.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const fieldProps = {
    password,
    confirmPassword,
    errors,
    onPasswordChange: (value: string) => {
      setPassword(value);
      setErrors((current) => ({ ...current, password: undefined }));
    },
    onConfirmPasswordChange: (value: string) => {
      setConfirmPassword(value);
      setErrors((current) => ({ ...current, confirmPassword: undefined }));
    },
  };

  const isAcceptable = (): boolean => {
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    return found.password === undefined && found.confirmPassword === undefined;
  };

  return { password, fieldProps, setErrors, isAcceptable };
}
