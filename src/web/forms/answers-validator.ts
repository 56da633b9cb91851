import { createJsonSchemaStepValidator } from '../../flows/json-schema-step-validator';

/** The browser's one answers validator (the server's twin); it caches each schema it has seen, so it is shared. */
export const answersValidator = createJsonSchemaStepValidator();
