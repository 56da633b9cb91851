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
}

/** A text box and Send feedback (POST /api/employer/role-feedback/); the text stays when sending fails. */
export function FeedbackBox({ roleUuid, question, about, onSent }: FeedbackBoxProps) {
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
      await onSent();
    } catch (failure) {
      setOutcome({ severity: 'error', text: isApiError(failure) ? failure.message : UNKNOWN_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)} sx={{ mt: 1 }}>
      <TextField
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
      <div>
        <Button type="submit" size="small" variant="outlined" loading={sending}>
          Send feedback<VisuallyHidden> on {about}</VisuallyHidden>
        </Button>
      </div>
    </Stack>
  );
}
