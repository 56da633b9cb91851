import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import type { CriterionFormat, CriterionOptions } from '../../api/matching/filter-options-api';
import { InstitutionPicker } from '../../forms/widgets/search-multi-select';
import { criterionWords } from './criterion-options';
import { humanise } from './format-value';
import { OptionListField, OptionSingleField, RecordListField } from './option-fields';

type Shape = 'boolean' | 'number' | 'text' | 'list' | 'numberList' | 'json';

/** How a criterion is edited, read from the role's value (the reference) or, without one, the set's. */
export function shapeOf(value: unknown): Shape {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'number') && value.length > 0) return 'numberList';
    if (value.every((item) => typeof item === 'string')) return 'list';
  }
  return 'json';
}

function textOf(value: unknown, shape: Shape): string {
  if (value === null || value === undefined) return '';
  if (shape === 'list' || shape === 'numberList') return Array.isArray(value) ? value.join(', ') : '';
  if (shape === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

/** The typed value of what was typed, or the sentence saying what is wrong with it. */
function parse(text: string, shape: Shape): { value: unknown } | { error: string } {
  const trimmed = text.trim();
  switch (shape) {
    case 'number': {
      if (trimmed === '') return { value: null };
      const n = Number(trimmed);
      return Number.isFinite(n) ? { value: n } : { error: 'Enter a number, or leave it empty for no limit.' };
    }
    case 'list':
      return {
        value:
          trimmed === ''
            ? []
            : trimmed
                .split(',')
                .map((item) => item.trim())
                .filter((item) => item !== ''),
      };
    case 'numberList': {
      const items =
        trimmed === ''
          ? []
          : trimmed
              .split(',')
              .map((item) => item.trim())
              .filter((item) => item !== '');
      const numbers = items.map(Number);
      return numbers.every(Number.isFinite) ? { value: numbers } : { error: 'Enter numbers separated by commas.' };
    }
    case 'json':
      if (trimmed === '') return { value: null };
      try {
        return { value: JSON.parse(trimmed) as unknown };
      } catch {
        // A word typed into an empty criterion ("remote") is meant as text; only a list or an object must be JSON.
        if (/^[[{"]/.test(trimmed)) return { error: 'This is not valid JSON: check the brackets, quotes and commas.' };
        return { value: trimmed };
      }
    default:
      // An emptied text criterion is no criterion (null), not an empty word.
      return { value: trimmed === '' ? null : text };
  }
}

interface CriterionFieldProps {
  name: string;
  value: unknown;
  /** The role's own value of this criterion. */
  reference: unknown;
  differs: boolean;
  /** The criterion's options from the schemas, when it has any: then they are offered by their titles. */
  options?: CriterionOptions;
  /** How a criterion without options reads and is entered (money, a date, colleges searched by name). */
  format?: CriterionFormat;
  /** Names of the records held by id (colleges). */
  names?: ReadonlyMap<number, string>;
  onChange: (value: unknown) => void;
  onError: (error: string | null) => void;
}

/**
 * One criterion of a filter set, edited in the form its value takes, with the role's own value beside it. A
 * criterion with options is chosen from them by title; the others are typed (numbers, dates, free text).
 */
export function CriterionField({ name, value, reference, differs, options, format, names, onChange, onError }: CriterionFieldProps) {
  const shape = shapeOf(reference !== undefined && reference !== null ? reference : value);
  const [text, setText] = useState(() => textOf(value, shape));
  const [error, setError] = useState<string | null>(null);
  const label = humanise(name);
  const roleLine = `The role: ${criterionWords(reference, options, format, names)}`;
  const differsChip = differs ? <Chip size="small" color="info" label="Differs" sx={{ ml: 1 }} /> : null;

  if (format?.kind === 'search') {
    const ids = Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <InstitutionPicker path={format.path} ids={ids} label={label} helperText={`Search by name. ${roleLine}`} onChange={onChange} />
        </Box>
        {differsChip}
      </Box>
    );
  }

  if (options !== undefined) {
    const props = { label, criterion: options, value, reference, roleLine, adornment: differsChip, onChange };
    if (options.itemField !== undefined) return <RecordListField {...props} />;
    // A list criterion may be empty on both sides; its options say it is a list only through the role's value.
    return Array.isArray(value) || Array.isArray(reference) ? <OptionListField {...props} /> : <OptionSingleField {...props} />;
  }

  if (shape === 'boolean') {
    return (
      <Box>
        <FormControlLabel control={<Switch checked={value === true} onChange={(event) => onChange(event.target.checked)} />} label={label} />
        {differsChip}
        <Box component="p" sx={{ m: 0, ml: 6, color: 'text.secondary', fontSize: '0.875rem' }}>
          {roleLine}
        </Box>
      </Box>
    );
  }

  function change(next: string): void {
    setText(next);
    const parsed = parse(next, shape);
    if ('error' in parsed) {
      setError(parsed.error);
      onError(parsed.error);
    } else {
      setError(null);
      onError(null);
      onChange(parsed.value);
    }
  }

  const hint = shape === 'list' || shape === 'numberList' ? 'Separate values with commas. ' : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => change(event.target.value)}
        type={format?.kind === 'date' ? 'date' : shape === 'number' ? 'number' : 'text'}
        multiline={shape === 'json'}
        minRows={shape === 'json' ? 2 : undefined}
        error={error !== null}
        helperText={error ?? `${hint}${roleLine}`}
        fullWidth
        size="small"
        slotProps={{
          htmlInput: shape === 'json' ? { spellCheck: false, style: { fontFamily: 'monospace' } } : undefined,
          inputLabel: format?.kind === 'date' ? { shrink: true } : undefined,
          input:
            format?.kind === 'money'
              ? {
                  startAdornment: <InputAdornment position="start">$</InputAdornment>,
                  endAdornment: <InputAdornment position="end">{format.unit?.replace(/^USD\s*/, '')}</InputAdornment>,
                }
              : undefined,
        }}
      />
      {differsChip}
    </Box>
  );
}
