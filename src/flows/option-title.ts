import type { Flow, JsonSchema } from './types';

interface Option {
  const?: unknown;
  title?: string;
}

function optionsOf(schema: JsonSchema | undefined): Option[] {
  if (!schema) return [];
  const own = (schema.oneOf ?? schema.anyOf) as Option[] | undefined;
  if (Array.isArray(own)) return own.flatMap((option) => ('const' in option ? [option] : optionsOf(option as JsonSchema)));
  return optionsOf(schema.items as JsonSchema | undefined);
}

/**
 * The words a person reads for a stored answer value of `field` (an option's title from its schema), or the value
 * itself when the question lists no title for it (free text, a custom "City, ST").
 */
export function optionTitle(flow: Flow, field: string, value: unknown): string {
  const question = flow.questions[field];
  const match = optionsOf(question?.schema).find((option) => option.const === value);
  return match?.title ?? String(value);
}
