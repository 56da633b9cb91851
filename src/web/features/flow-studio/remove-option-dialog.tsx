import { AppDialog } from '../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DialogButtons } from '../../components/dialog-buttons';
import type { Choice } from './question-lookup';
import { answersHolding, type Impact } from './use-answer-impact';

const CLEAR = '__clear__';

interface RemoveOptionDialogProps {
  option: Choice;
  /** The options left, any of which may take the removed one's answers. */
  remaining: Choice[];
  impact: Impact;
  onClose: () => void;
  /** The option whose code the answers take, or null to clear them. */
  onConfirm: (target: Choice['code'] | null) => void;
}

/** Removing (or merging) an option people chose: "where do these answers go?", the remaining options by title or "Clear them". */
export function RemoveOptionDialog({ option, remaining, impact, onClose, onConfirm }: RemoveOptionDialogProps) {
  const labelId = useId();
  const [choice, setChoice] = useState<string>(CLEAR);
  const count = answersHolding(impact, option.code);
  const who =
    impact.state === 'checking'
      ? `Counting the saved answers that chose “${option.title}”…`
      : count === null
        ? `People may have chosen “${option.title}” already.`
        : `${count.toLocaleString('en-US')} saved ${count === 1 ? 'answer' : 'answers'} chose “${option.title}”.`;
  return (
    <AppDialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{`Remove “${option.title}”`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{who}</Typography>
        <FormControl>
          <FormLabel id={labelId}>Where do these answers go?</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={choice} onChange={(event) => setChoice(event.target.value)}>
            {remaining.map((other, index) => (
              <FormControlLabel key={String(other.code)} value={String(index)} control={<Radio />} label={`Move them to “${other.title}”`} />
            ))}
            <FormControlLabel value={CLEAR} control={<Radio />} label="Clear them: those people are asked this question again" />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogButtons
        confirmLabel={choice === CLEAR ? 'Remove and clear the answers' : 'Remove and move the answers'}
        pending={false}
        onCancel={onClose}
        onConfirm={() => onConfirm(choice === CLEAR ? null : (remaining[Number(choice)]?.code ?? null))}
      />
    </AppDialog>
  );
}
