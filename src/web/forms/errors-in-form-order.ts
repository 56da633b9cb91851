import type { RJSFSchema } from '@rjsf/utils';
import type { FieldError } from '../../flows';

/**
 * Where an error's field is drawn: the question's place on the step, then, inside a record or a list, the place of
 * each part of its path (a record's fields are drawn in its schema's property order, a list's items by index).
 */
function placeOf(schema: RJSFSchema, fields: readonly string[], error: FieldError): number[] {
  const place = [fields.indexOf(error.field)];
  let part: RJSFSchema | undefined = schema.properties?.[error.field] as RJSFSchema | undefined;
  for (const segment of (error.path ?? '').split('/').filter((name) => name !== '')) {
    if (part?.type === 'array' || /^\d+$/.test(segment)) {
      place.push(Number(segment));
      part = typeof part?.items === 'object' && !Array.isArray(part.items) ? (part.items as RJSFSchema) : undefined;
    } else {
      const names = Object.keys(part?.properties ?? {});
      place.push(names.indexOf(segment));
      part = part?.properties?.[segment] as RJSFSchema | undefined;
    }
  }
  return place;
}

function compare(a: number[], b: number[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) if (a[index] !== b[index]) return a[index]! - b[index]!;
  // A problem with a whole record or list comes before the problems of its parts.
  return a.length - b.length;
}

/**
 * The step's problems in the order a person meets their fields on the screen, so the summary reads top to bottom:
 * the engine reports them in its own order (a record's missing fields before a malformed one).
 */
export function errorsInFormOrder(schema: RJSFSchema, fields: readonly string[], errors: readonly FieldError[]): FieldError[] {
  const places = new Map(errors.map((error) => [error, placeOf(schema, fields, error)]));
  return [...errors].sort((a, b) => compare(places.get(a)!, places.get(b)!));
}
