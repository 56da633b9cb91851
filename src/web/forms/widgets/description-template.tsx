import Typography from '@mui/material/Typography';
import { RichDescription } from '@rjsf/core';
import type { DescriptionFieldProps } from '@rjsf/utils';

/** A question's help text as text, not as the h6 that RJSF's MUI theme makes of it (a heading out of order). */
export function DescriptionTemplate({ id, description, registry, uiSchema }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Typography id={id} component="div" variant="subtitle2" sx={{ mt: 0.625 }}>
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Typography>
  );
}
