import { useRef, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';

interface FilePickButtonProps {
  /** File types the picker offers (`.pdf,.docx`). */
  accept?: string;
  label: string;
  disabled: boolean;
  /** Shown beside the button while the chosen file is sent. */
  busy: ReactNode | null;
  onPick: (file: File) => void;
}

/**
 * A button that opens the file picker, with progress beside it. A real button that clicks the hidden input: a
 * label styled as a button (`role="button"` on a label) is a role axe and Lighthouse refuse on that element.
 */
export function FilePickButton({ accept, label, disabled, busy, onPick }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again after a failure must fire a change again.
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
      <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {busy ? (
        <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, ml: 2 }}>
          <CircularProgress size={20} /> {busy}
        </Box>
      ) : null}
    </Box>
  );
}

/** Why the last file could not be stored, under the button; nothing while there is no problem. */
export function UploadProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      {problem}
    </Alert>
  ) : null;
}
