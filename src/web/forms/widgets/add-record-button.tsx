import type { IconButtonProps } from '@rjsf/utils';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';

/** Adds one more record to a list, in the words the flow gives it ("Add a degree"). */
export function AddRecordButton({ uiSchema, onClick, disabled }: IconButtonProps) {
  const label = uiSchema?.['ui:options']?.addLabel;
  return (
    <Button variant="outlined" startIcon={<AddIcon />} onClick={onClick} disabled={disabled}>
      {typeof label === 'string' ? label : 'Add another'}
    </Button>
  );
}
