import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { TextField } from '@mui/material';
import { formatPhoneAsTyped } from './format-phone-as-typed';

/** A US phone number, shown as (212) 555-0123 while typed; the flow's normalizer keeps only the digits. */
export function PhoneWidget({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, placeholder }: WidgetProps) {
  return (
    <TextField
      id={id}
      name={id}
      type="tel"
      label={label}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder}
      autoComplete="tel"
      value={typeof value === 'string' ? formatPhoneAsTyped(value) : ''}
      error={rawErrors.length > 0}
      onChange={(event) => onChange(event.target.value === '' ? undefined : formatPhoneAsTyped(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id), inputMode: 'tel' } }}
      fullWidth
    />
  );
}
