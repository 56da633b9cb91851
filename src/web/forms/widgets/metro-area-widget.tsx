import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Autocomplete, TextField } from '@mui/material';
import type { ChoiceOption } from '../step-form-schema';

/** A metro area from the list, or one typed as "City, ST" (the schema checks the form). */
export function MetroAreaWidget({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, onBlur, options, placeholder }: WidgetProps) {
  const suggestions = ((options.suggestions ?? []) as ChoiceOption[]).map((option) => String(option.const));
  return (
    <Autocomplete
      id={id}
      freeSolo
      autoSelect
      options={suggestions}
      value={typeof value === 'string' ? value : null}
      disabled={disabled || readonly}
      onChange={(_, next) => onChange(typeof next === 'string' && next.trim() !== '' ? next : undefined)}
      onBlur={() => onBlur(id, value)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={placeholder}
          error={rawErrors.length > 0}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      )}
    />
  );
}
