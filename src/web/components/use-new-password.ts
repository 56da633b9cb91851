import { useState } from 'react';
import type { NewPasswordErrors } from './validate-new-password';
import { validateNewPassword } from './validate-new-password';

/**
 * The state behind NewPasswordFields: the two values, their errors (cleared as the person edits a field),
 * and a check that answers whether the pair may be sent.
 */
export function useNewPassword() {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const { password, confirmPassword } = values;

  const fieldProps = {
    values,
    errors,
    onChange: (field: keyof typeof values, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  };

  const isAcceptable = (): boolean => {
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    return found.password === undefined && found.confirmPassword === undefined;
  };

  return { password, fieldProps, setErrors, isAcceptable };
}
