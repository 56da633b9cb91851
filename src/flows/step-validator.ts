import type { JsonSchema } from './types';

/** One problem with a value, found by a schema. */
export interface SchemaIssue {
  /** JSON pointer into the value ('' for the value itself, '/0/jobTitle' for a record's field). */
  path: string;
  /** The schema's own message for the broken limit (`errorMessage`), else the validator's wording. */
  message: string;
}

/**
 * Validates a value against a JSON Schema. Injected into the engine so that it stays free of any library;
 * browser and server pass the same implementation (`createJsonSchemaStepValidator`).
 */
export interface StepValidator {
  validate(schema: JsonSchema, value: unknown): SchemaIssue[];
}
