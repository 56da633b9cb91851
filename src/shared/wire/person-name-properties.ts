import { text } from './schema-builders';

/** A person's name as every wire object that names someone gives it. */
export const personNameWireProperties = { first_name: text, last_name: text } as const;
