import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { CriterionOptions } from '../../api/matching/filter-options-api';
import { optionTitle, refusedValues } from './criterion-options';

/** What every option field is given: the criterion's words and options, its value, the role's own, and where to report a change. */
interface OptionFieldProps {
  label: string;
  criterion: CriterionOptions;
  value: unknown;
  /** The role's own value of the criterion: always accepted, even off the list. */
  reference: unknown;
  /** "The role: …", shown under the field. */
  roleLine: string;
  /** The "Differs" chip, when the value differs from the role's. */
  adornment: ReactNode;
  onChange: (value: unknown) => void;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** A value's chip: its title, or, for a value the server would refuse, the value itself marked in red. */
function chipLabel(criterion: CriterionOptions, value: string, refused: readonly string[]): string {
  return refused.includes(value) ? `${value} (not an option)` : optionTitle(criterion, value);
}

/**
 * A criterion holding several options (employment types, metro areas, areas of study): chosen by typing part of a
 * title, shown as chips with their titles. Where the question takes a free form too ("City, ST"), it can be typed.
 */
export function OptionListField({ label, criterion, value, reference, roleLine, adornment, onChange }: OptionFieldProps) {
  const chosen = strings(value);
  const refused = refusedValues(criterion, chosen, reference);
  const free = criterion.custom !== null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Autocomplete
        multiple
        freeSolo={free}
        autoSelect={free}
        filterSelectedOptions
        fullWidth
        size="small"
        options={criterion.options.map((option) => option.value)}
        getOptionLabel={(option) => optionTitle(criterion, option)}
        value={chosen}
        onChange={(_event, next) => onChange([...new Set(next.map((item) => item.trim()).filter((item) => item !== ''))])}
        renderValue={(values, getItemProps) =>
          values.map((item, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                label={chipLabel(criterion, item, refused?.values ?? [])}
                color={refused?.values.includes(item) ? 'error' : 'default'}
                {...itemProps}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            placeholder={chosen.length === 0 ? `Search the ${criterion.plural}${free ? ', or type your own' : ''}` : undefined}
            error={refused !== null}
            helperText={refused?.message ?? roleLine}
          />
        )}
      />
      {adornment}
    </Box>
  );
}

/** A criterion holding one option or none (a degree requirement, a team size): chosen by typing part of its title. */
export function OptionSingleField({ label, criterion, value, reference, roleLine, adornment, onChange }: OptionFieldProps) {
  const current = typeof value === 'string' && value !== '' ? value : null;
  const refused = refusedValues(criterion, current, reference);
  const free = criterion.custom !== null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <Autocomplete
        freeSolo={free}
        autoSelect={free}
        fullWidth
        size="small"
        options={criterion.options.map((option) => option.value)}
        getOptionLabel={(option) => (refused?.values.includes(option) ? `${option} (not an option)` : optionTitle(criterion, option))}
        value={current}
        // Cleared: no criterion (null), which the server stores as "any".
        onChange={(_event, next) => onChange(typeof next === 'string' && next.trim() !== '' ? next.trim() : null)}
        renderInput={(params) => <TextField {...params} label={label} placeholder="Any" error={refused !== null} helperText={refused?.message ?? roleLine} />}
      />
      {adornment}
    </Box>
  );
}

type Item = Record<string, unknown>;

/**
 * A list of records (skills with the level needed, languages required or preferred): each chosen by name from the
 * options (skills under their functional area), with its level beside it and a button to remove it.
 */
export function RecordListField({ label, criterion, value, reference, roleLine, adornment, onChange }: OptionFieldProps) {
  const legendId = useId();
  const [input, setInput] = useState('');
  const field = criterion.itemField!;
  const levels = criterion.levels;
  const items: Item[] = Array.isArray(value) ? value.filter((item): item is Item => typeof item === 'object' && item !== null) : [];
  const refused = refusedValues(criterion, items, reference);
  const chosen = new Set(items.map((item) => item[field]));
  const grouped = criterion.options.some((option) => option.group !== undefined);
  const groupOf = new Map(criterion.options.map((option) => [option.value, option.group ?? '']));

  function add(next: string | null): void {
    setInput('');
    if (next === null || chosen.has(next)) return;
    const level = levels?.options[0]?.value;
    onChange([...items, { [field]: next, ...(levels !== undefined && level !== undefined ? { [levels.field]: level } : {}) }]);
  }

  return (
    <Box role="group" aria-labelledby={legendId} sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id={legendId} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {adornment}
      </Box>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None chosen.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={legendId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {items.map((item, index) => {
            const itemValue = String(item[field]);
            const bad = refused?.values.includes(itemValue) ?? false;
            const title = bad ? `${itemValue} (not an option)` : optionTitle(criterion, itemValue);
            return (
              <Box
                component="li"
                key={itemValue}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: levels ? 'minmax(0, 1fr) minmax(8rem, auto) auto' : 'minmax(0, 1fr) auto',
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Typography variant="body2" color={bad ? 'error' : undefined} sx={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Typography>
                {levels && (
                  <TextField
                    select
                    size="small"
                    value={String(item[levels.field] ?? '')}
                    onChange={(event) => {
                      const level = levels.options.find((option) => String(option.value) === event.target.value);
                      onChange(items.map((other, at) => (at === index ? { ...other, [levels.field]: level?.value ?? null } : other)));
                    }}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Level of ${title}` } }}
                  >
                    {levels.options.map((option) => (
                      <option key={String(option.value)} value={String(option.value)}>
                        {option.title}
                      </option>
                    ))}
                  </TextField>
                )}
                <IconButton size="small" aria-label={`Remove ${title}`} onClick={() => onChange(items.filter((_, at) => at !== index))}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Autocomplete
        size="small"
        options={criterion.options.map((option) => option.value).filter((option) => !chosen.has(option))}
        getOptionLabel={(option) => optionTitle(criterion, option)}
        groupBy={grouped ? (option) => groupOf.get(option) ?? '' : undefined}
        value={null}
        inputValue={input}
        onInputChange={(_event, text, reason) => {
          if (reason !== 'reset') setInput(text);
        }}
        onChange={(_event, next) => add(next)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={`Add ${/^[aeiou]/i.test(criterion.noun) ? 'an' : 'a'} ${criterion.noun}`}
            placeholder="Type part of its name"
            error={refused !== null}
            helperText={refused?.message ?? roleLine}
          />
        )}
      />
    </Box>
  );
}
