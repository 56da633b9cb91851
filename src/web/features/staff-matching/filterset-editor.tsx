import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { useFilterOptions } from '../../api/matching/filter-options-api';
import type { FilterValues, FiltersetInput } from '../../api/matching/filtersets-api';
import { CriterionField } from './criterion-field';
import { refusedValues } from './criterion-options';
import { criteriaOf, differingCriteria, differsText } from './filter-differences';
import { useCriterionNames } from './use-criterion-names';
import { LoadingRows } from './loading-rows';
import { FailureAlert } from '../../components/form-outcome';

interface FiltersetEditorProps {
  /** What the form starts from: a copy of the role's filters for a new set, the set itself for an edit. */
  initial: FiltersetInput;
  reference: FilterValues;
  heading: string;
  saveLabel: string;
  onSave: (input: FiltersetInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * A filter set's name and every criterion. The count of criteria that differ from the role is live while
 * editing; `lastUpdated` is the server's to set and is not sent back.
 */
export function FiltersetEditor({ initial, reference, heading, saveLabel, onSave, onCancel }: FiltersetEditorProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [name, setName] = useState(initial.name);
  const [filters, setFilters] = useState<FilterValues>(initial.filters);
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const options = useFilterOptions();
  const names = useCriterionNames([reference, filters], options.data?.formats);

  // The form opens in place: the keyboard user is taken to it.
  useEffect(() => headingRef.current?.focus(), []);

  const criteria = [...new Set([...criteriaOf(reference), ...criteriaOf(filters)])];
  const differing = differingCriteria(filters, reference);
  // Values that are not options (a code typed into an old set) are marked on their fields and keep the set from saving.
  const refused = criteria.filter((key) => {
    const criterion = options.data?.criteria[key];
    return criterion !== undefined && refusedValues(criterion, filters[key], reference[key]) !== null;
  });

  async function save(): Promise<void> {
    if (name.trim() === '') {
      setNameError('Give the filter set a name.');
      return;
    }
    if (Object.keys(invalid).length > 0 || refused.length > 0) {
      setFailure('Correct the filters marked in red first.');
      return;
    }
    setPending(true);
    setFailure(null);
    const { lastUpdated: _lastUpdated, ...sent } = filters;
    try {
      await onSave({ name: name.trim(), filters: sent });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      setPending(false);
    }
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack spacing={2}>
        <Typography id={headingId} ref={headingRef} tabIndex={-1} variant="h2" sx={{ '&:focus': { outline: 'none' } }}>
          {heading}
        </Typography>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          required
          error={nameError !== null}
          helperText={nameError ?? ' '}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ maxWidth: 480 }}
        />
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {differsText(differing.length)}
        </Typography>
        {options.error !== undefined && (
          // Without the lists the criteria are typed; the server still checks each value against its options.
          <Alert
            severity="warning"
            role="status"
            action={
              <Button color="inherit" size="small" onClick={() => void options.mutate()}>
                Try Again
              </Button>
            }
          >
            The lists of options could not be loaded, so the criteria are typed as codes. {options.error.message}
          </Alert>
        )}
        {criteria.length === 0 ? (
          <Typography>The role has no filters to change.</Typography>
        ) : options.data === undefined && options.error === undefined ? (
          <LoadingRows label="Loading the options" rows={2} />
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {criteria.map((key) => (
              <CriterionField
                key={key}
                name={key}
                value={filters[key]}
                reference={reference[key]}
                differs={differing.includes(key)}
                options={options.data?.criteria[key]}
                format={options.data?.formats[key]}
                names={names}
                onChange={(value) => setFilters((current) => ({ ...current, [key]: value }))}
                onError={(error) =>
                  setInvalid((current) => {
                    const { [key]: _old, ...rest } = current;
                    return error === null ? rest : { ...rest, [key]: error };
                  })
                }
              />
            ))}
          </Box>
        )}
        <FailureAlert message={failure} />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" loading={pending}>
            {saveLabel}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
