import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { matchStatusLabel, type MatchStatus } from '../../../shared/match-statuses';
import { parseFirstYearSalary } from '../../../shared/first-year-salary';
import { statusMoves, type MatchFacts } from '../../../shared/match-transitions';
import type { Match, StatusChange } from '../../api/matching/matches-api';
import { changeMatchStatus, revalidateMatches } from '../../api/matching/matches-api';
import { statusWords } from './status-words';
import { FailureAlert } from '../../components/form-outcome';
import { usePendingCall } from '../../components/use-pending-call';

interface MatchStatusFormProps {
  match: Match;
  name: string;
  /** The role's other matches: one candidate at a time may hold an offer or be hired. */
  others: readonly MatchFacts[];
  notice?: string | null;
  onSaved?: (text: string | null) => void;
}

/**
 * Moves a match to another status with a note (PATCH /api/matches/{id}/). The menu offers only the moves the rules
 * allow staff now (`statusMoves`, the function the server decides with), and says why not the others. The server
 * still has the last word (another move may have come first): its refusal is shown as it came.
 */
export function MatchStatusForm({ match, name, others, notice = null, onSaved }: MatchStatusFormProps) {
  const { mutate } = useSWRConfig();
  const labelId = useId();
  const moves = statusMoves({ match: { status: match.status, archived: match.archived }, others, roleStatus: match.roleStatus ?? 'open', actor: 'staff' });
  const refused = moves.flatMap((move) => (move.allowed ? [] : [{ to: move.to, reason: move.reason }]));
  const [status, setStatus] = useState<MatchStatus>(match.status);
  const [note, setNote] = useState('');
  const [salary, setSalary] = useState('');
  const { pending, failure, setFailure, run } = usePendingCall();
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
      const dollars = parseFirstYearSalary(salary);
      if (!dollars.ok) {
        setFailure(dollars.message);
        return;
      }
      change.firstYearSalary = dollars.value;
    }
    await run(async () => {
      const moved = await changeMatchStatus(match.id, change);
      setNote('');
      const text = moved.status === match.status ? 'Note saved.' : `Moved to ${statusWords(moved.status)}.`;
      setSaved(text);
      onSaved?.(text);
      await revalidateMatches(mutate);
    });
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
          {moves
            .filter((move) => move.allowed)
            .map(({ to }) => (
              <MenuItem key={to} value={to}>
                {to === match.status ? `${matchStatusLabel(to)} (now)` : matchStatusLabel(to)}
              </MenuItem>
            ))}
        </Select>
      </FormControl>
      {refused.length > 0 && (
        // A disclosure rather than disabled menu items: those cannot be reached by keyboard, so their reasons would be lost.
        <Box component="details" sx={{ '& summary': { cursor: 'pointer', color: 'text.secondary', fontSize: '0.875rem' } }}>
          <summary>Why not the other statuses?</summary>
          <Box component="ul" aria-label="Statuses not possible now" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {refused.map(({ to, reason }) => (
              <Typography component="li" variant="body2" key={to}>
                <strong>{matchStatusLabel(to)}</strong>: {reason}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
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
      <TextField
        label="Note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FailureAlert message={failure} />
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
