import type { FieldPathList, FieldProps } from '@rjsf/utils';
import { getDefaultRegistry } from '@rjsf/core';

const RjsfNumberField = getDefaultRegistry().fields.NumberField;
const WHOLE_NUMBER = /^\s*-?\d+\s*$/;

/**
 * What a whole-number box holds: the number when the text is one ("2016", "85000"), nothing when it is empty, and
 * otherwise the text itself, so the question's schema refuses it with the field's own message. RJSF's number field
 * reads the text with Number(), which takes "1e5" for 100000 and "0x10" for 16: a browser's number box lets both
 * through, and the answer saved would be a number nobody typed.
 */
function wholeNumberOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return WHOLE_NUMBER.test(value) ? Number(value) : value;
}

/** RJSF's NumberField for `integer` answers reads the text strictly (`wholeNumberOf`); `number` answers keep RJSF's. */
export function WholeNumberField(props: FieldProps) {
  const { registry, schema, onChange } = props;
  if (schema.type !== 'integer') return <RjsfNumberField {...props} />;
  const { StringField } = registry.fields;
  return (
    <StringField
      {...props}
      onChange={(value: unknown, path: FieldPathList, errorSchema?: FieldProps['errorSchema'], id?: string) =>
        onChange(wholeNumberOf(value), path, errorSchema, id)
      }
    />
  );
}
