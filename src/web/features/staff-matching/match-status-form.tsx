import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { MATCH_STATUSES, type MatchStatus } from '../../../shared/match-statuses';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import type { Match, StatusChange } from '../../api/matching/matches-api';
import { changeMatchStatus, revalidateMatches } from '../../api/matching/matches-api';
import { statusWords } from './status-words';

/**
 * Moves a match to another status with a note (PATCH /api/matches/{id}/). Every status is offered: the server
 * holds the rules and says why a move is refused (409), and that sentence is shown as it came.
 */
export function MatchStatusForm({ match, name, notice = null, onSaved }: { match: Match; name: string; notice?: string | null; onSaved?: (text: string | null) => void }) {
  const { mutate } = useSWRConfig();
  const labelId = useId();
  const [status, setStatus] = useState<MatchStatus>(match.status);
  const [note, setNote] = useState('');
  const [salary, setSalary] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A move regroups the pipeline and mounts this form afresh: the word that it moved comes from the pipeline.
  const [savedHere, setSaved] = useState<string | null>(null);
  const saved = savedHere ?? notice;

  async function save(): Promise<void> {
    setFailure(null);
    setSaved(null);
    onSaved?.(null);
    if (status === match.status && note.trim() === '') {
      setFailure('Choose another status, or write a note.');
      return;
    }
    const change: StatusChange = { status, note: note.trim() === '' ? undefined : note.trim() };
    if (status === 'hired') {
      const dollars = Number(salary.replace(/[$,\s]/g, ''));
      if (salary.trim() === '' || !Number.isFinite(dollars) || dollars <= 0) {
        setFailure('Enter the first-year salary: the placement fee is worked out from it.');
        return;
      }
      change.firstYearSalary = dollars;
    }
    setPending(true);
    try {
      const moved = await changeMatchStatus(match.id, change);
      setNote('');
      const text = moved.status === match.status ? 'Note saved.' : `Moved to ${statusWords(moved.status)}.`;
      setSaved(text);
      onSaved?.(text);
      await revalidateMatches(mutate);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      aria-label={`Move ${name}’s match`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormControl size="small" sx={{ maxWidth: 320 }}>
        <InputLabel id={labelId}>Status</InputLabel>
        <Select labelId={labelId} label="Status" value={status} onChange={(event) => setStatus(event.target.value as MatchStatus)}>
          {MATCH_STATUSES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {value === match.status ? `${label} (now)` : label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {status === 'hired' && (
        <TextField
          label="First-year salary (USD)"
          value={salary}
          onChange={(event) => setSalary(event.target.value)}
          size="small"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 320 }}
        />
      )}
      <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} multiline minRows={2} size="small" slotProps={{ htmlInput: { maxLength: 2000 } }} />
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {saved !== null && (
        <Alert severity="success" role="status">
          {saved}
        </Alert>
      )}
      <div>
        <Button type="submit" variant="contained" size="small" loading={pending}>
          Save
        </Button>
      </div>
    </Stack>
  );
}
