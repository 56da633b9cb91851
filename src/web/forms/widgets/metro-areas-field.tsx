import type { FieldProps } from '@rjsf/utils';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { ChoiceOption } from '../step-form-schema';
import { FieldFrame } from './field-frame';

/**
 * Several metro areas (a role's `availableMetroAreas`): chosen from the list or typed as "City, ST" (the schema
 * checks the form), each shown as a chip that can be removed.
 */
/** "boise, id" and "Boise,ID" are the listed "Boise, ID": typed areas are compared without case or spaces. */
function listedForm(typed: string, suggestions: readonly string[]): string {
  const key = (area: string) => area.toLowerCase().replace(/\s+/g, '');
  return suggestions.find((suggestion) => key(suggestion) === key(typed)) ?? typed;
}

/** The field's own problems and those of each area it holds ("boise, id" is not City, ST), each once. */
function problemsOf(rawErrors: string[], errorSchema: object | undefined): string[] {
  const items = Object.entries(errorSchema ?? {})
    .filter(([key]) => key !== '__errors')
    .flatMap(([, child]) => (child as { __errors?: string[] } | undefined)?.__errors ?? []);
  return [...new Set([...rawErrors, ...items])];
}

export function MetroAreasField({ formData, onChange, fieldPathId, schema, uiSchema, rawErrors = [], errorSchema, disabled, readonly }: FieldProps<string[]>) {
  const id = fieldPathId.$id;
  const options = uiSchema?.['ui:options'] ?? {};
  const suggestions = ((options.suggestions ?? []) as ChoiceOption[]).map((option) => String(option.const));
  const chosen = Array.isArray(formData) ? formData.filter((item): item is string => typeof item === 'string') : [];
  const label = schema.title ?? 'Metro areas';
  const full = typeof schema.maxItems === 'number' && chosen.length >= schema.maxItems;
  const problems = problemsOf(rawErrors, errorSchema);
  return (
    <FieldFrame id={id} label={label} description={schema.description} errors={problems}>
      <Autocomplete
        id={id}
        multiple
        freeSolo
        autoSelect
        // Enter takes the first area offered for what is typed, as the list shows it.
        autoHighlight
        filterSelectedOptions
        options={suggestions}
        value={chosen}
        disabled={disabled || readonly}
        getOptionDisabled={() => full}
        onChange={(_, next) => {
          const cleaned = [...new Set(next.map((item) => listedForm(item.trim(), suggestions)).filter((item) => item !== ''))];
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
            error={problems.length > 0}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': `${id}__description ${id}__error` } }}
          />
        )}
      />
    </FieldFrame>
  );
}
