import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import type { InterestAnswer } from '../api/matching/matches-api';
import { NoteField } from '../components/note-field';
import { FailureAlert } from '../components/form-outcome';

interface InterestButtonsProps {
  /** Names the buttons for a screen reader when several matches are on one page. */
  describedBy?: string;
  /** The call; a rejection is shown here and the buttons can be pressed again. */
  onAnswer: (answer: InterestAnswer) => Promise<void>;
}

export const INTERESTED_LABEL = "I'm interested";
export const NOT_INTERESTED_LABEL = 'Not interested';

/** "I'm interested" / "Not interested" with an optional note: the job seeker's answer to a proposed match. */
export function InterestButtons({ describedBy, onAnswer }: InterestButtonsProps) {
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<boolean | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function answer(interested: boolean): Promise<void> {
    setPending(interested);
    setFailure(null);
    try {
      const trimmed = note.trim();
      await onAnswer({ interested, note: trimmed === '' ? undefined : trimmed });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE);
      setPending(null);
    }
  }

  return (
    <Stack spacing={1.5}>
      <NoteField label="Note for our team (optional)" value={note} onChange={setNote} />
      <FailureAlert message={failure} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" aria-describedby={describedBy} loading={pending === true} disabled={pending === false} onClick={() => void answer(true)}>
          {INTERESTED_LABEL}
        </Button>
        <Button variant="outlined" aria-describedby={describedBy} loading={pending === false} disabled={pending === true} onClick={() => void answer(false)}>
          {NOT_INTERESTED_LABEL}
        </Button>
      </Stack>
    </Stack>
  );
}
