import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, normaliseVisibility, visibilityLabel, type MessageAudience } from '../../../shared/message-visibility';
import { sendMessage, type Thread } from '../../api/messages/messages-api';
import { ApiError } from '../../api/api-error';

const AUDIENCE_NAMES: Record<MessageAudience, string> = { jobseeker: 'Job seeker', employer: 'Employer', staff: 'Staff' };

interface MessageComposerProps {
  thread: Thread;
  onSent: () => void;
}

/**
 * Writing a message: the audience is chosen before the words are sent and the button says who will read them.
 * The writer's own side and staff always read it, so those boxes are ticked and fixed; the others start empty,
 * so nothing reaches a side nobody chose.
 */
export function MessageComposer({ thread, onSent }: MessageComposerProps) {
  const fixed = normaliseVisibility(thread.yourSide === 'staff' ? [] : [thread.yourSide]);
  const [chosen, setChosen] = useState<MessageAudience[]>([]);
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const audienceId = useId();
  const visibility = normaliseVisibility([...fixed, ...chosen]);
  const label = visibilityLabel(visibility);
  const length = [...body].length;

  const toggle = (audience: MessageAudience, on: boolean) => setChosen((now) => (on ? [...now, audience] : now.filter((a) => a !== audience)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setError('Write a message before sending.');
      return;
    }
    if (length > MESSAGE_MAX_LENGTH) {
      setError(`Keep the message under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await sendMessage(thread.id, body.trim(), visibility);
      setBody('');
      setChosen([]);
      onSent();
    } catch (failure) {
      // The words stay in the box, so nothing typed is lost.
      setError(failure instanceof ApiError ? failure.message : 'The message could not be sent. Try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <FormLabel id={audienceId} component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        Who can read this message
      </FormLabel>
      <FormGroup row aria-labelledby={audienceId}>
        {thread.canWriteTo.map((audience) => (
          <FormControlLabel
            key={audience}
            label={fixed.includes(audience) ? `${AUDIENCE_NAMES[audience]} (always)` : AUDIENCE_NAMES[audience]}
            control={
              <Checkbox
                checked={visibility.includes(audience)}
                disabled={fixed.includes(audience)}
                onChange={(event) => toggle(audience, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <TextField
        label="Message"
        multiline
        minRows={3}
        fullWidth
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={error !== null}
        helperText={`${length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')}`}
        sx={{ mt: 1 }}
      />
      {error !== null && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={sending} sx={{ mt: 1.5 }}>
        {sending ? 'Sending…' : `Send: ${label}`}
      </Button>
    </Box>
  );
}
