import { AppDialog } from '../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { MatchStatus } from '../../../shared/match-statuses';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import type { Match } from '../../api/matching/matches-api';
import { changeMatchStatus } from '../../api/matching/matches-api';
import { DialogButtons } from '../../components/dialog-buttons';
import { moneyText } from '../../roles/role-fee-text';
import { parseFirstYearSalary, placementFee } from '../../../shared/first-year-salary';
import { FailureAlert } from '../../components/form-outcome';

/** The longest note the dialog takes; the server keeps notes short too. */
const NOTE_MAX = 1000;

interface MatchMoveDialogProps {
  matchId: number;
  to: MatchStatus;
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
  /** Hire: ask the first-year salary; the fee percent (null: unknown) shows what the placement fee will be. */
  salary?: { feePercent: number | null };
  onClose: () => void;
  /** The move was made; the server's answer is the match as it is now. */
  onMoved: (match: Match) => void;
}

/**
 * Confirms one status move with an optional note (and for a hire the first-year salary). The server's refusal
 * (409: not allowed now, 403: not yours) is shown in the dialog, which stays open so nothing typed is lost.
 */
export function MatchMoveDialog({ matchId, to, title, description, confirmLabel, danger = false, salary, onClose, onMoved }: MatchMoveDialogProps) {
  const descriptionId = useId();
  const [note, setNote] = useState('');
  const [salaryText, setSalaryText] = useState('');
  const [salaryError, setSalaryError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const parsedSalary = salary === undefined ? null : parseFirstYearSalary(salaryText);
  const feeText = salary === undefined || parsedSalary === null || !parsedSalary.ok ? null : placementFee(salary.feePercent, parsedSalary.value);
  const fee = feeText === null ? null : Number(feeText);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    let firstYearSalary: number | undefined;
    if (parsedSalary !== null) {
      if (!parsedSalary.ok) {
        setSalaryError(parsedSalary.message);
        return;
      }
      firstYearSalary = parsedSalary.value;
    }
    setPending(true);
    setFailure(null);
    try {
      const trimmed = note.trim();
      const moved = await changeMatchStatus(matchId, { status: to, note: trimmed === '' ? undefined : trimmed, firstYearSalary });
      onMoved(moved);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      setPending(false);
    }
  }

  return (
    <AppDialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-describedby={descriptionId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={descriptionId}>{description}</DialogContentText>
            {salary !== undefined && (
              <>
                <TextField
                  label="First-year salary"
                  required
                  value={salaryText}
                  onChange={(event) => {
                    setSalaryText(event.target.value);
                    setSalaryError(null);
                  }}
                  error={salaryError !== null}
                  helperText={salaryError ?? 'The salary agreed for the first year, in whole dollars.'}
                  slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
                />
                <Typography variant="body2" aria-live="polite">
                  {salary.feePercent === null
                    ? 'The placement fee follows your agreement with us.'
                    : fee === null
                      ? `The placement fee is ${salary.feePercent}% of the first-year salary.`
                      : `Placement fee (${salary.feePercent}% of ${moneyText(parsedSalary !== null && parsedSalary.ok ? parsedSalary.value : 0)}): ${moneyText(fee)}.`}
                </Typography>
              </>
            )}
            <TextField
              label="Note (optional)"
              multiline
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
            <FailureAlert message={failure} />
          </Stack>
        </DialogContent>
        <DialogButtons confirmLabel={confirmLabel} pending={pending} onCancel={onClose} danger={danger} />
      </form>
    </AppDialog>
  );
}
