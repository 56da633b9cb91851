import type { FieldProps } from '@rjsf/utils';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { ChoiceOption } from '../step-form-schema';
import { FieldFrame } from './field-frame';

/**
 * Several metro areas (a role's `availableMetroAreas`): chosen from the list or typed as "City, ST" (the schema
 * checks the form), each shown as a chip that can be removed.
 */
export function MetroAreasField({ formData, onChange, fieldPathId, schema, uiSchema, rawErrors = [], disabled, readonly }: FieldProps<string[]>) {
  const id = fieldPathId.$id;
  const options = uiSchema?.['ui:options'] ?? {};
  const suggestions = ((options.suggestions ?? []) as ChoiceOption[]).map((option) => String(option.const));
  const chosen = Array.isArray(formData) ? formData.filter((item): item is string => typeof item === 'string') : [];
  const label = schema.title ?? 'Metro areas';
  const full = typeof schema.maxItems === 'number' && chosen.length >= schema.maxItems;
  return (
    <FieldFrame id={id} label={label} description={schema.description} errors={rawErrors}>
      <Autocomplete
        id={id}
        multiple
        freeSolo
        autoSelect
        filterSelectedOptions
        options={suggestions}
        value={chosen}
        disabled={disabled || readonly}
        getOptionDisabled={() => full}
        onChange={(_, next) => {
          const cleaned = [...new Set(next.map((item) => item.trim()).filter((item) => item !== ''))];
          onChange(cleaned.length > 0 ? cleaned : undefined, fieldPathId.path);
        }}
        renderValue={(values, getItemProps) =>
          values.map((value, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} label={value} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={`Add a metro area`}
            placeholder={chosen.length === 0 ? 'Start typing, or enter City, ST' : undefined}
            error={rawErrors.length > 0}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': `${id}__description ${id}__error` } }}
          />
        )}
      />
    </FieldFrame>
  );
}
