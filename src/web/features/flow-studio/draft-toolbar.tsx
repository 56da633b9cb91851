import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';

interface DraftToolbarProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Where the draft stands on the server, in words. */
  saved: string;
  /** The draft's problems in a few words ("No problems."). */
  verdict: string;
  nextVersion: number;
  canPublish: boolean;
  onPublish: () => void;
  /** Whether there is a draft to discard (it differs from the published version). */
  canDiscard: boolean;
  onDiscard: () => Promise<void>;
}

/** Undo and redo, whether the draft is saved, its problems, and the two ways out: discard it (asking first) or publish it. */
export function DraftToolbar(props: DraftToolbarProps) {
  const [discarding, setDiscarding] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Button startIcon={<Undo />} onClick={props.onUndo} disabled={!props.canUndo} title="Undo (Ctrl+Z)">
        Undo
      </Button>
      <Button startIcon={<Redo />} onClick={props.onRedo} disabled={!props.canRedo} title="Redo (Ctrl+Shift+Z)">
        Redo
      </Button>
      <Typography data-testid="save-status" aria-live="polite" color="text.secondary" sx={{ mx: 1 }}>
        {props.saved}
      </Typography>
      <Typography role="status" sx={{ flex: 1, minWidth: 160 }}>
        {props.verdict}
      </Typography>
      <Button color="error" onClick={() => setDiscarding(true)} disabled={!props.canDiscard}>
        Discard draft
      </Button>
      <Button variant="contained" onClick={props.onPublish} disabled={!props.canPublish}>
        {`Publish version ${props.nextVersion}`}
      </Button>
      {discarding && (
        <ConfirmDialog
          title="Discard this draft?"
          description="Every change in it is thrown away, here and on the server. The published version stays as it is."
          confirmLabel="Discard the draft"
          danger
          onClose={() => setDiscarding(false)}
          onConfirm={async () => {
            await props.onDiscard();
            setDiscarding(false);
          }}
        />
      )}
    </Stack>
  );
}
