import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Autocomplete, TextField } from '@mui/material';
import { useSearch } from './use-search';
import { SearchMultiSelect, type Institution } from './search-multi-select';

/**
 * A name chosen from a searched list (universities), or typed when it is not there; for a list answer (a role's
 * preferred colleges), several records chosen by name and stored by id.
 */
export function SearchSelectWidget(props: WidgetProps) {
  if (props.multiple === true || props.schema.type === 'array') return <SearchMultiSelect {...props} />;
  return <SingleSearchSelect {...props} />;
}

/** One name chosen from a searched list, or typed when it is not there. */
function SingleSearchSelect({ id, value, label, required, disabled, readonly, rawErrors = [], onChange, onBlur, options }: WidgetProps) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const { results, loading } = useSearch<Institution>(options.searchPath as string | undefined, text);
  return (
    <Autocomplete
      id={id}
      freeSolo
      options={results.map((result) => result.name)}
      filterOptions={(names) => names}
      loading={loading}
      value={typeof value === 'string' ? value : null}
      inputValue={text}
      disabled={disabled || readonly}
      onInputChange={(_, next) => {
        setText(next);
        onChange(next.trim() === '' ? undefined : next);
      }}
      onChange={(_, next) => onChange(typeof next === 'string' && next.trim() !== '' ? next : undefined)}
      onBlur={() => onBlur(id, value)}
      renderOption={(props, name) => {
        const match = results.find((result) => result.name === name);
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {name}
            {match?.city ? ` — ${match.city}, ${match.state ?? ''}` : ''}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={rawErrors.length > 0}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': ariaDescribedByIds(id) } }}
        />
      )}
    />
  );
}
