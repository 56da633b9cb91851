import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../../api/error-messages';
import { addRoleFeedback } from '../../api/roles/add-role-feedback';
import { VisuallyHidden } from '../../components/visually-hidden';

/** Staff feedback is a note for a person to act on: long enough for that, short enough to read. */
const MAX_FEEDBACK = 2000;

interface FeedbackBoxProps {
  roleUuid: string;
  /** The question's field name; undefined for feedback on the whole role. */
  question?: string;
  /** What the feedback is about, in words: the question's label or "the whole role". */
  about: string;
  onSent: () => Promise<unknown>;
  /** Start closed behind an Add feedback button (one per question keeps a long review readable). */
  collapsible?: boolean;
}

/**
 * A text box and Send feedback (POST /api/employer/role-feedback/), optionally behind Add feedback; the text
 * stays when sending fails, and Cancel keeps it for the next opening.
 */
export function FeedbackBox({ roleUuid, question, about, onSent, collapsible = false }: FeedbackBoxProps) {
  const [open, setOpen] = useState(!collapsible);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const body = text.trim();
    setOutcome(null);
    if (body === '') {
      setError('Write the feedback first.');
      return;
    }
    if (body.length > MAX_FEEDBACK) {
      setError(`Keep the feedback to ${MAX_FEEDBACK} characters.`);
      return;
    }
    setSending(true);
    try {
      await addRoleFeedback({ role: roleUuid, question, body });
      setText('');
      setOutcome({ severity: 'success', text: 'Feedback sent.' });
      if (collapsible) setOpen(false);
      await onSent();
    } catch (failure) {
      setOutcome({ severity: 'error', text: isApiError(failure) ? failure.message : UNKNOWN_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
        {outcome !== null && (
          <Alert severity={outcome.severity} role="status">
            {outcome.text}
          </Alert>
        )}
        <Button size="small" onClick={() => setOpen(true)}>
          Add feedback<VisuallyHidden> on {about}</VisuallyHidden>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      <TextField
        // Opened on request: the box the person asked for takes focus.
        autoFocus={collapsible}
        label={`Feedback on ${about}`}
        multiline
        minRows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
        error={error !== undefined}
        helperText={error}
        size="small"
        fullWidth
      />
      {outcome !== null && (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" size="small" variant="outlined" loading={sending}>
          Send feedback<VisuallyHidden> on {about}</VisuallyHidden>
        </Button>
        {collapsible && (
          <Button
            size="small"
            disabled={sending}
            onClick={() => {
              setOpen(false);
              setError(undefined);
            }}
          >
            Cancel<VisuallyHidden> feedback on {about}</VisuallyHidden>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
