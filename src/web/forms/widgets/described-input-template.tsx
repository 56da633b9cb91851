import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const MuiBaseInput = Templates.BaseInputTemplate!;

/**
 * RJSF's MUI text input (text, URL, e-mail, number and date answers) with its description and error message linked
 * to the input itself: the theme puts `aria-describedby` on the wrapper, where a screen reader on the field never
 * reads it, so the schema's message under a field was not announced with it.
 */
export function DescribedInputTemplate(props: BaseInputTemplateProps) {
  const { id, schema, slotProps } = props;
  const describedBy = ariaDescribedByIds(id, Boolean(schema.examples));
  return <MuiBaseInput {...props} slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-describedby': describedBy } }} />;
}
