import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { UNKNOWN_ERROR_MESSAGE } from '../api/error-messages';
import type { FormOutcome } from './form-outcome';
import { splitServerErrors } from './split-server-errors';
import type { TextKey } from './text-field-binding';
import { textFieldBinder } from './text-field-binding';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/**
 * A form's values, field messages, outcome and sending state, with the steps every such form takes: typing clears
 * the field's message; a refused submission shows its messages and moves focus to the first; a failed call puts
 * the server's field messages under their fields and the rest in the outcome. What was typed stays on failure.
 */
export function useFormState<V extends object>(initial: V | (() => V)) {
  type Field = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form, focusFirstInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  function change<K extends Field>(field: K, value: V[K]): void {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Shows what validation found; true, with focus on the first invalid field, when the form may not be sent. */
  function refuse(found: Partial<Record<Field, string>>): boolean {
    setErrors(found);
    const refused = Object.values(found).some((message) => message !== undefined);
    if (refused) focusFirstInvalid();
    return refused;
  }

  /**
   * Runs the call with the form marked as sending. `serverFields` maps a failed answer's keys to the form's fields;
   * without it the failure's message is the outcome whole.
   */
  async function send(call: () => Promise<void>, serverFields?: Readonly<Record<string, Field>>): Promise<void> {
    setSubmitting(true);
    setOutcome(null);
    try {
      await call();
    } catch (error) {
      if (serverFields === undefined) {
        setOutcome({ severity: 'error', text: isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE });
        return;
      }
      const { fieldErrors, general } = splitServerErrors(error, serverFields);
      setErrors(fieldErrors);
      if (general !== null) setOutcome({ severity: 'error', text: general });
      if (Object.keys(fieldErrors).length > 0) focusFirstInvalid();
    } finally {
      setSubmitting(false);
    }
  }

  const field = textFieldBinder<V, TextKey<V>>(values, errors, (name, value) => change(name, value as V[typeof name]));
  return { form, values, setValues, errors, outcome, setOutcome, submitting, change, field, refuse, send };
}
