import type { RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import type { JsonSchema } from '../../flows';
import { answersValidator } from './answers-validator';

type FormValue = Record<string, unknown>;

function errorsOf(schema: RJSFSchema, data: unknown): RJSFValidationError[] {
  return answersValidator.validate(schema as JsonSchema, data).map((issue) => {
    const property = issue.path.replace(/\//g, '.');
    return { name: 'schema', property, message: issue.message, stack: `${property} ${issue.message}`.trim() };
  });
}

/**
 * RJSF's validator, on the same interpreting validator as the flow engine: @rjsf/validator-ajv8 compiles schemas
 * with `new Function`, which the app's Content-Security-Policy (no 'unsafe-eval') forbids. The step forms
 * validate with the engine (`validateStep`) and hand RJSF its messages; RJSF uses this for its own needs.
 */
export const cspSafeValidator: ValidatorType<FormValue, RJSFSchema> = {
  validateFormData(formData, schema): ValidationData<FormValue> {
    const errors = errorsOf(schema, formData);
    const builder = new ErrorSchemaBuilder<FormValue>();
    for (const error of errors) {
      const path = (error.property ?? '').split('.').filter((part) => part !== '');
      builder.addErrors(error.message ?? '', path.length > 0 ? path : undefined);
    }
    return { errors, errorSchema: builder.ErrorSchema };
  },
  isValid(schema, formData) {
    return errorsOf(schema, formData).length === 0;
  },
  rawValidation<Result>(schema: RJSFSchema, formData?: FormValue) {
    return { errors: errorsOf(schema, formData) as Result[] };
  },
};
