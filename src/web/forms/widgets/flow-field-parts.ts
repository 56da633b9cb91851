import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { StepFormContext } from './step-form-context';

/**
 * What a flow's custom field reads from RJSF the same way every time: its element id, the step's context (the flow,
 * the answers, whose they are), its `ui:options`, and `setAnswer`, which sets the field's answer at its own path.
 */
export function flowFieldParts<T>({ fieldPathId, registry, uiSchema, onChange }: FieldProps<T>) {
  return {
    id: fieldPathId.$id,
    context: registry.formContext as StepFormContext,
    options: uiSchema?.['ui:options'] ?? {},
    setAnswer: (value: T | undefined) => onChange(value, fieldPathId.path),
  };
}

/** A widget's focus and blur, reported to RJSF with the widget's id and its current value, as RJSF's own widgets do. */
export function widgetFocusHandlers({ id, onBlur, onFocus }: Pick<WidgetProps, 'id' | 'onBlur' | 'onFocus'>, value: unknown) {
  return { onBlur: () => onBlur(id, value), onFocus: () => onFocus(id, value) };
}
