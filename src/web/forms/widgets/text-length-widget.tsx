import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { TextField } from '@mui/material';
import { widgetFocusHandlers } from './flow-field-parts';

/** A long text answer; when its schema has a length limit, the count beside it shows how much room is left. */
export function TextLengthWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors = [], onChange, options, schema, placeholder } = props;
  const text = typeof value === 'string' ? value : '';
  const limit = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      required={required}
      // Read-only text stays legible (a greyed-out field and count fail contrast); only a busy form is disabled.
      disabled={disabled}
      placeholder={placeholder}
      multiline
      minRows={typeof options.rows === 'number' ? options.rows : 4}
      value={text}
      error={rawErrors.length > 0 || (limit !== undefined && text.length > limit)}
      helperText={limit !== undefined && !readonly ? `${text.length} / ${limit} characters` : undefined}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      {...widgetFocusHandlers(props, text)}
      slotProps={{ htmlInput: { readOnly: readonly, 'aria-describedby': `${ariaDescribedByIds(id)} ${id}-count` }, formHelperText: { id: `${id}-count` } }}
      fullWidth
    />
  );
}
