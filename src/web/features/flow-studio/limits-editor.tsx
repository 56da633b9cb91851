import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Question } from '../../../flows';
import { withLimit } from './draft-edits';
import { LIMIT_WORDS, limitsOfKind, questionKind } from './question-kind';

/** A message to start from when staff set a limit the question did not have. */
function suggestedMessage(keyword: keyof typeof LIMIT_WORDS, value: number): string {
  switch (keyword) {
    case 'minLength':
      return `Write at least ${value} characters`;
    case 'maxLength':
      return `Keep this to ${value} characters or fewer`;
    case 'minimum':
      return `Choose ${value} or more`;
    case 'maximum':
      return `Choose ${value} or less`;
    case 'minItems':
      return `Choose at least ${value}`;
    case 'maxItems':
      return `Choose at most ${value}`;
  }
}

/** The limits the question's kind has (none for a single choice), each with the message people see when they break it. */
export function LimitsEditor({ question, onChange }: { question: Question; onChange: (next: Question) => void }) {
  const keywords = limitsOfKind(questionKind(question));
  if (keywords.length === 0) return null;
  const messages = (question.schema.errorMessage ?? {}) as Record<string, unknown>;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Limits
      </Typography>
      {keywords.map((keyword) => {
        const limit = question.schema[keyword];
        const message = typeof messages[keyword] === 'string' ? messages[keyword] : '';
        const words = LIMIT_WORDS[keyword].label;
        return (
          <Stack key={keyword} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              size="small"
              type="number"
              label={words}
              helperText={typeof limit === 'number' ? undefined : 'No limit'}
              value={typeof limit === 'number' ? limit : ''}
              onChange={(event) => {
                const value = event.target.value === '' ? null : Number(event.target.value);
                if (value !== null && !Number.isFinite(value)) return;
                onChange(withLimit(question, keyword, value, message || (value === null ? '' : suggestedMessage(keyword, value))));
              }}
              sx={{ width: { sm: 180 } }}
            />
            <TextField
              size="small"
              label={`Message when “${words}” is not met`}
              value={message}
              disabled={typeof limit !== 'number'}
              onChange={(event) => typeof limit === 'number' && onChange(withLimit(question, keyword, limit, event.target.value))}
              sx={{ flex: 1, minWidth: 0 }}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
