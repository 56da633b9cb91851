import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { JobseekerHit, RoleHit } from '../../api/matching/search-api';
import { jobseekerName, roleHitEmployer, roleHitTitle, useSearch } from '../../api/matching/search-api';
import { useDebounced } from '../../components/use-debounced';

/** A chosen role or job seeker: its key and the words it is shown with. */
export interface PickedOption {
  key: string;
  label: string;
}

interface SearchPickerProps {
  type: 'roles' | 'jobseekers';
  label: string;
  value: PickedOption | null;
  onChange: (option: PickedOption | null) => void;
}

function roleOption(hit: RoleHit): PickedOption {
  const employer = roleHitEmployer(hit);
  return { key: hit.uuid, label: employer === null ? roleHitTitle(hit) : `${roleHitTitle(hit)} · ${employer}` };
}

function jobseekerOption(hit: JobseekerHit): PickedOption {
  return { key: String(hit.id), label: hit.email ? `${jobseekerName(hit)} · ${hit.email}` : jobseekerName(hit) };
}

/**
 * A combo box that finds roles or job seekers by text through quick search (type, arrows, Enter; Escape
 * clears). What the server answers is the option list: no filtering of its own on top.
 */
export function SearchPicker({ type, label, value, onChange }: SearchPickerProps) {
  const [input, setInput] = useState('');
  // Only typing searches: the box also changes when an option is chosen, and that is no question to ask.
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed);
  const hits = useSearch(text, type, 10);
  const typing = typed.trim() !== '' && (typed !== text || (hits.isLoading && hits.data === undefined));
  const options: PickedOption[] =
    hits.data === undefined || text.trim() === ''
      ? []
      : type === 'roles'
        ? (hits.data.results as RoleHit[]).map(roleOption)
        : (hits.data.results as JobseekerHit[]).map(jobseekerOption);
  let noOptionsText = 'Type a name to search.';
  if (hits.error !== undefined) noOptionsText = hits.error.message;
  else if (text.trim() !== '' && hits.data !== undefined) noOptionsText = `Nothing found for “${text.trim()}”.`;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        setInput(next);
        if (reason === 'input' || reason === 'clear') setTyped(next);
      }}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.key === chosen.key}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.key}
      loading={typing}
      loadingText="Searching…"
      noOptionsText={noOptionsText}
      fullWidth
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
