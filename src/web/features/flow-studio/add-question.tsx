import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { KIND_WORDS, type QuestionKind } from './question-kind';
import { addQuestion } from './structure-edits';
import { useStudioDraft } from './studio-context';

const KINDS: Exclude<QuestionKind, 'other'>[] = ['single', 'multiple', 'yesNo', 'text', 'number'];

/** Adds a question to the step: its words and kind; its field name and where it is saved are worked out. */
export function AddQuestion({ step, onAdded }: { step: string; onAdded: (field: string) => void }) {
  const draft = useStudioDraft();
  const [label, setLabel] = useState('');
  const [kind, setKind] = useState<Exclude<QuestionKind, 'other'>>('single');
  const add = () => {
    if (label.trim() === '') return;
    const { document, field } = addQuestion(draft.document, step, kind, label.trim());
    draft.edit(document);
    setLabel('');
    onAdded(field);
  };
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      component="form"
      aria-label="Add a question"
      onSubmit={(event) => (event.preventDefault(), add())}
    >
      <TextField size="small" label="New question" value={label} onChange={(event) => setLabel(event.target.value)} sx={{ flex: 2, minWidth: 0 }} />
      <TextField
        select
        size="small"
        label="Answer"
        value={kind}
        onChange={(event) => setKind(event.target.value as typeof kind)}
        sx={{ flex: 1, minWidth: 200 }}
      >
        {KINDS.map((candidate) => (
          <MenuItem key={candidate} value={candidate}>
            {KIND_WORDS[candidate]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={label.trim() === ''}>
        Add question
      </Button>
    </Stack>
  );
}
