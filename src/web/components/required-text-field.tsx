import TextField from '@mui/material/TextField';
import { useId } from 'react';

interface RequiredTextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; the field is marked invalid while there is one. */
  error?: string | undefined;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** Ids of further text describing the field (read after the error message). */
  describedBy?: string;
}

/**
 * A required text field whose label is exactly its name. MUI's `required` would append an asterisk to the
 * label, changing the name assistive technology reads out; the input is marked required natively instead,
 * and forms say once that every field is required.
 */
export function RequiredTextField({ label, name, value, onChange, error, type = 'text', autoComplete, describedBy }: RequiredTextFieldProps) {
  const id = useId();
  // MUI names the helper text `${id}-helper-text`; the input must point at it and at any extra description.
  const helperId = `${id}-helper-text`;
  const description = [error === undefined ? null : helperId, describedBy ?? null].filter((id) => id !== null).join(' ');
  return (
    <TextField
      id={id}
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { required: true, 'aria-describedby': description === '' ? undefined : description } }}
      fullWidth
    />
  );
}
