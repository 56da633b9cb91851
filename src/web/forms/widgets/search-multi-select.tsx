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
  const path = (options.searchPath as string | undefined) ?? '';
  const [text, setText] = useState('');
  const { results, loading } = useSearch<Institution>(options.searchPath as string | undefined, text, { page: 1 });
  const names = namesOf(path);
  // A saved id a search returns gets its name for good.
  useEffect(() => {
    for (const result of results) if (!names.has(result.id)) names.set(result.id, result.name);
  }, [results, names]);
  const ids = Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  const saved = useNamedIds(
    options.searchPath as string | undefined,
    ids.filter((chosen) => !names.has(chosen)),
  );
  const nameOf = (chosen: number) =>
    names.get(chosen) ?? saved.names.get(chosen) ?? results.find((result) => result.id === chosen)?.name ?? (saved.loading ? 'Loading…' : `College #${chosen}`);
  const chosen: Institution[] = ids.map((chosenId) => ({ id: chosenId, name: nameOf(chosenId) }));
  const max = maxItemsOf(props);
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
      disabled={disabled || readonly}
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
        const kept = max === undefined ? nextIds : nextIds.slice(0, max);
        onChange(kept.length > 0 ? kept : undefined);
      }}
      onBlur={() => {
        setText('');
        onBlur(id, value);
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
          error={rawErrors.length > 0}
          helperText={full ? `At most ${max} can be chosen; remove one to choose another.` : undefined}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      )}
    />
  );
}
