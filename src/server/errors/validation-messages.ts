import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldErrors } from './app-error';

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return params.additionalProperty;
  }
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.');
}

/** Words for the type a value must be; a nullable one ("integer,null") is named by its type alone, as null is its absence. */
function typeMessage(types: string): string {
  const named = types.split(',').filter((type) => type !== 'null');
  const words = named.map((type) => (type === 'integer' ? 'a whole number' : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`));
  return `Must be ${words.join(' or ')}.`;
}

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not accepted here; remove it from the request.';
    case 'type':
      return typeMessage(String(params.type));
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters long.`;
    case 'minLength':
      return params.limit === 1 ? 'This field may not be blank.' : `Must be at least ${String(params.limit)} characters long.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'format':
      return `Must be a valid ${String(params.format)}.`;
    case 'pattern':
      return 'This value is not in the expected form.';
    case 'minimum':
      return `Must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}.`;
    case 'maxItems':
      return `Must have at most ${String(params.limit)} items.`;
    default:
      return error.message ?? 'This value is not valid.';
  }
}

/** Turns schema validation failures into the field-keyed body of DESIGN.md; whole-body problems under `detail`. */
export function validationBody(errors: FastifySchemaValidationError[], context: string): FieldErrors | { detail: string } {
  // Keyed by names the client sent (an unknown field is named as sent), so with no inherited properties.
  const fields = Object.create(null) as FieldErrors;
  for (const error of errors) {
    const field = fieldOf(error);
    if (field === '') {
      const detail = error.keyword === 'minProperties' ? 'Send at least one field to change.' : `The request ${context} must be a JSON object.`;
      return { detail };
    }
    (fields[field] ??= []).push(messageOf(error));
  }
  return { ...fields };
}
