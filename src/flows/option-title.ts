import type { Flow, JsonSchema } from './types';

/** One option of a question: its stored value and the words shown for it. */
interface FlowOption {
  const?: unknown;
  title?: string;
}

/** A question schema's options in their order, through `items` and nested `oneOf`/`anyOf` groups. */
export function optionsOf(schema: JsonSchema | undefined): FlowOption[] {
  if (!schema) return [];
  const own = (schema.oneOf ?? schema.anyOf) as FlowOption[] | undefined;
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
