import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';

interface ConnectionSnackbarActionsProps {
  onRetry: () => void;
  onClose: () => void;
}

export function ConnectionSnackbarActions({ onRetry, onClose }: ConnectionSnackbarActionsProps) {
  return (
    <>
      <Button color="inherit" size="small" onClick={onRetry}>
        Retry
      </Button>
      <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}
