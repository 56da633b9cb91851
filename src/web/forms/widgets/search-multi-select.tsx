import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { StepFormContext } from './step-form-context';
import { useNamedIds } from './use-named-ids';
import { useSearch } from './use-search';

export interface Institution {
  id: number;
  name: string;
  city?: string;
  state?: string;
}

/** Names of the ids chosen in this session, per search path; ids saved earlier are named by a lookup (`ids=`). */
const knownNames = new Map<string, Map<number, string>>();

function namesOf(path: string): Map<number, string> {
  let names = knownNames.get(path);
  if (!names) {
    names = new Map();
    knownNames.set(path, names);
  }
  return names;
}

/** The list's most items: the widget's own schema's, else the question's (the drawn schema leaves limits out). */
function maxItemsOf({ schema, name, registry }: Pick<WidgetProps, 'schema' | 'name' | 'registry'>): number | undefined {
  if (typeof schema.maxItems === 'number') return schema.maxItems;
  const context = registry.formContext as Partial<StepFormContext> | undefined;
  const question = context?.flow?.questions[name];
  const max = (question?.schema as { maxItems?: unknown } | undefined)?.maxItems;
  return typeof max === 'number' ? max : undefined;
}

/** Several records chosen from a searched list (a role's preferred colleges): their ids are stored, shown as chips with their names. */
export function SearchMultiSelect(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, rawErrors = [], onChange, onBlur, options } = props;
  const ids = Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  return (
    <InstitutionPicker
      id={id}
      path={options.searchPath as string | undefined}
      ids={ids}
      label={label}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      max={maxItemsOf(props)}
      describedBy={ariaDescribedByIds(id)}
      onChange={(next) => onChange(next.length > 0 ? next : undefined)}
      onBlur={() => onBlur(id, value)}
    />
  );
}

interface InstitutionPickerProps {
  id?: string;
  /** The list's search endpoint (the question's `searchPath`). */
  path: string | undefined;
  ids: readonly number[];
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** Below the field when nothing else is said there. */
  helperText?: string;
  max?: number;
  describedBy?: string;
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
}

/** Records searched by name and chosen as chips, held by id; ids chosen earlier are named by a lookup. */
export function InstitutionPicker({
  id,
  path,
  ids,
  label,
  required = false,
  disabled = false,
  error = false,
  helperText,
  max,
  describedBy,
  onChange,
  onBlur,
}: InstitutionPickerProps) {
  const [text, setText] = useState('');
  const { results, loading } = useSearch<Institution>(path, text, { page: 1 });
  const names = namesOf(path ?? '');
  // A saved id a search returns gets its name for good.
  useEffect(() => {
    for (const result of results) if (!names.has(result.id)) names.set(result.id, result.name);
  }, [results, names]);
  const saved = useNamedIds(
    path,
    ids.filter((chosen) => !names.has(chosen)),
  );
  const nameOf = (chosen: number) =>
    names.get(chosen) ?? saved.names.get(chosen) ?? results.find((result) => result.id === chosen)?.name ?? (saved.loading ? 'Loading…' : `College #${chosen}`);
  const chosen: Institution[] = ids.map((chosenId) => ({ id: chosenId, name: nameOf(chosenId) }));
  const full = max !== undefined && ids.length >= max;
  return (
    <Autocomplete<Institution, true>
      id={id}
      multiple
      filterSelectedOptions
      options={results}
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      getOptionDisabled={() => full}
      loading={loading}
      value={chosen}
      inputValue={text}
      disabled={disabled}
      onInputChange={(_, next, reason) => {
        // The Autocomplete "resets" the text whenever the chosen list is drawn anew; only typing changes it here.
        if (reason !== 'reset') setText(next);
      }}
      onChange={(_, next) => {
        // Those just picked come from the results, so their names are real ones.
        for (const picked of next) if (!ids.includes(picked.id)) names.set(picked.id, picked.name);
        // Choosing a college clears what was typed; the next one is searched afresh.
        setText('');
        const nextIds = [...new Set(next.map((picked) => picked.id))];
        onChange(max === undefined ? nextIds : nextIds.slice(0, max));
      }}
      onBlur={() => {
        setText('');
        onBlur?.();
      }}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <li key={key} {...rest}>
            {option.name}
            {option.city ? ` — ${option.city}, ${option.state ?? ''}` : ''}
          </li>
        );
      }}
      renderValue={(values, getItemProps) =>
        values.map((picked, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={picked.name} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required && ids.length === 0}
          error={error}
          helperText={full ? `At most ${max} can be chosen; remove one to choose another.` : helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, ...(describedBy === undefined ? {} : { 'aria-describedby': describedBy }) },
          }}
        />
      )}
    />
  );
}
