import Button from '@mui/material/Button';
import { AppDialog } from '../../components/app-dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogButtons } from '../../components/dialog-buttons';
import { dropAnswers } from './migration-ops';
import { addStep, moveStep, removeStep } from './structure-edits';
import { useStudioDraft } from './studio-context';

/** Moving the step, adding one after it (named from its heading) and removing it (asking first, its answers deleted). */
export function StepActions({ stepName, onSelect }: { stepName: string; onSelect: (step: string) => void }) {
  const draft = useStudioDraft();
  const { document } = draft;
  const [asking, setAsking] = useState<'add' | 'remove' | null>(null);
  const [title, setTitle] = useState('');
  const index = document.steps.findIndex((step) => step.name === stepName);
  const step = document.steps[index];
  if (!step) return null;
  const answered = step.questions.filter((field) => field in draft.published.questions);
  const add = () => {
    if (title.trim() === '') return;
    const next = addStep(document, stepName, title.trim());
    draft.edit(next.document);
    setAsking(null);
    setTitle('');
    onSelect(next.name);
  };
  return (
    <>
      <IconButton aria-label="Move this step up" disabled={index === 0} onClick={() => draft.edit(moveStep(document, stepName, -1))}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton aria-label="Move this step down" disabled={index === document.steps.length - 1} onClick={() => draft.edit(moveStep(document, stepName, 1))}>
        <ArrowDownward fontSize="small" />
      </IconButton>
      <Button size="small" onClick={() => setAsking('add')}>
        Add a step after this one
      </Button>
      <Button size="small" color="error" disabled={document.steps.length <= 1} onClick={() => setAsking('remove')}>
        Remove this step
      </Button>
      {asking === 'add' && (
        <AppDialog open onClose={() => setAsking(null)} fullWidth maxWidth="sm">
          <form onSubmit={(event) => (event.preventDefault(), add())}>
            <DialogTitle>Add a step</DialogTitle>
            <DialogContent>
              <TextField autoFocus fullWidth label="Heading of the new step" value={title} onChange={(event) => setTitle(event.target.value)} sx={{ mt: 1 }} />
            </DialogContent>
            <DialogButtons confirmLabel="Add the step" pending={false} onCancel={() => setAsking(null)} />
          </form>
        </AppDialog>
      )}
      {asking === 'remove' && (
        <ConfirmDialog
          title="Remove this step?"
          description={
            answered.length === 0
              ? 'The step and its questions leave the flow. Nobody has answered its questions yet.'
              : `The step and its ${step.questions.length === 1 ? 'question leave' : `${step.questions.length} questions leave`} the flow, and everyone's saved answers to ${answered.length === 1 ? 'it are' : 'them are'} deleted.`
          }
          confirmLabel="Remove the step"
          danger
          onClose={() => setAsking(null)}
          onConfirm={async () => {
            const without = answered.reduce((next, field) => dropAnswers(next, draft.currentVersion, field), removeStep(document, stepName));
            const neighbour = document.steps[index - 1] ?? document.steps[index + 1];
            draft.edit(without);
            setAsking(null);
            if (neighbour) onSelect(neighbour.name);
          }}
        />
      )}
    </>
  );
}
