import { useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { Autocomplete, TextField } from '@mui/material';
import { FieldFrame } from './field-frame';
import { useSearch } from './use-search';

export interface CityChoice {
  id?: number;
  city: string;
  state: string;
}

const CITY_STATE = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*$/;

/** "boise, id" → Boise, ID: what a typed custom city becomes; null when it is not "City, ST". */
export function parseCityState(typed: string): CityChoice | null {
  const match = CITY_STATE.exec(typed);
  if (!match) return null;
  const city = match[1]!.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
  return { city, state: match[2]!.toUpperCase() };
}

const labelOf = (choice: CityChoice) => `${choice.city}, ${choice.state}`;

/** Several cities, found by search or typed as "City, ST"; typed ones are created on save. */
export function CityPickerField({ formData, onChange, fieldPathId, schema, uiSchema, rawErrors, disabled, readonly }: FieldProps<CityChoice[]>) {
  const id = fieldPathId.$id;
  const chosen = Array.isArray(formData) ? formData : [];
  const [text, setText] = useState('');
  const searchPath = (uiSchema?.['ui:options']?.searchPath as string | undefined) ?? '/api/cities/';
  const { results, loading } = useSearch<CityChoice>(searchPath, text, { limit: 20 });
  const typed = parseCityState(text);
  const options = [...results, ...(typed && !results.some((result) => labelOf(result) === labelOf(typed)) ? [typed] : [])];
  const [unparsed, setUnparsed] = useState<string | null>(null);
  const errors = [...(rawErrors ?? []), ...(unparsed ? [`Type "${unparsed}" as City, ST (for example Boise, ID)`] : [])];

  return (
    <FieldFrame id={id} label={schema.title ?? 'Cities'} description={schema.description} errors={errors}>
      <Autocomplete<CityChoice | string, true, false, true>
        id={id}
        multiple
        freeSolo
        options={options}
        filterOptions={(list) => list}
        loading={loading}
        value={chosen}
        inputValue={text}
        disabled={disabled || readonly}
        getOptionLabel={(option) => (typeof option === 'string' ? option : labelOf(option))}
        isOptionEqualToValue={(option, value) => typeof option !== 'string' && typeof value !== 'string' && labelOf(option) === labelOf(value)}
        onInputChange={(_, next) => setText(next)}
        onChange={(_, next) => {
          const cities: CityChoice[] = [];
          setUnparsed(null);
          for (const entry of next) {
            if (typeof entry !== 'string') cities.push(entry);
            else {
              const parsed = parseCityState(entry);
              if (parsed) cities.push(parsed);
              else setUnparsed(entry);
            }
          }
          const unique = cities.filter((city, index) => cities.findIndex((other) => labelOf(other) === labelOf(city)) === index);
          onChange(unique.length > 0 ? unique : undefined, fieldPathId.path);
        }}
        renderInput={(params) => <TextField {...params} label="Search cities, or type City, ST" error={errors.length > 0} />}
      />
    </FieldFrame>
  );
}
