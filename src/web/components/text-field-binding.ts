import type { ChangeEvent } from 'react';

/** The keys of a form's values that hold text (not the switches and choices beside them). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** What a text field needs from its form: its name (also its key in the values), value, change and message. */
export interface TextFieldBinding<K extends string> {
  name: K;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * Binds text fields to a form's values, so each field is written once as `{...field('email')}` beside its label.
 * The field's name attribute is the value's key.
 */
export function textFieldBinder<V, K extends TextKey<V>>(
  values: V,
  errors: Partial<Record<K, string>>,
  change: (field: K, value: string) => void,
): (name: K) => TextFieldBinding<K> {
  return (name) => ({ name, value: values[name] as string, onChange: (value) => change(name, value), error: errors[name] });
}

/** The same binding as MUI TextField's props, for an optional field (whose label says so). */
export function asTextFieldProps<K extends string>({ name, value, onChange, error }: TextFieldBinding<K>) {
  return {
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    error: error !== undefined,
    helperText: error,
  };
}
