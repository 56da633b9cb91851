import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { Box, Button, Paper } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

/**
 * One record of a list ("Degree 1"), drawn across the whole width so its values are not cut off on a phone (RJSF's
 * MUI card keeps a column beside it for buttons), with a remove button that says which record it removes and is
 * big enough to tap. Records are never reordered or copied here, so remove is the only button.
 */
export function RecordCardTemplate({ children, buttonsProps, hasToolbar, uiSchema, index }: ArrayFieldItemTemplateProps) {
  const title = uiSchema?.['ui:title'];
  const name = typeof title === 'string' ? title : `entry ${index + 1}`;
  return (
    <Paper variant="outlined" sx={{ mb: 2, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      {children}
      {hasToolbar && buttonsProps.hasRemove && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={buttonsProps.onRemoveItem}
            disabled={buttonsProps.disabled === true || buttonsProps.readonly === true}
            sx={{ minHeight: 44 }}
          >
            Remove {name}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
