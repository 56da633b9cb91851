import { createRequire } from 'node:module';
import type { JsonSchema } from '../../flows/types';
import type { StepValidator } from '../../flows/step-validator';
import { createJsonSchemaStepValidator } from '../../flows/json-schema-step-validator';

const require = createRequire(import.meta.url);
// Flow files' question schemas are checked against draft-07 itself; Ajv ships its text.
const draft07 = require('ajv/dist/refs/json-schema-draft-07.json') as JsonSchema;

/** The answers validator, able also to check flow files against the meta-schema (server and scripts). */
export function createNodeStepValidator(): StepValidator {
  return createJsonSchemaStepValidator({ knownSchemas: [draft07] });
}
