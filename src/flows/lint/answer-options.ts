import type { JsonSchema } from '../types';
import { isPlainObject } from '../../shared/plain-object';

/** One option a question offers: the value saved and, when the schema gives one, the title a person reads. */
export interface AnswerOption {
  value: unknown;
  title?: string;
}

const isObject = isPlainObject<JsonSchema>;

function optionsOfNode(node: JsonSchema): AnswerOption[] {
  // oneOf/anyOf come first: they carry the titles; an enum beside them only repeats their values.
  const branches = node.oneOf ?? node.anyOf;
  if (Array.isArray(branches)) {
    return branches.flatMap((branch): AnswerOption[] => {
      if (!isObject(branch)) return [];
      if ('const' in branch) return [typeof branch.title === 'string' ? { value: branch.const, title: branch.title } : { value: branch.const }];
      // A nested group: a shared list included by $ref (already inlined) beside options of the question's own.
      return optionsOfNode(branch);
    });
  }
  if (Array.isArray(node.enum)) return node.enum.map((value) => ({ value }));
  return [];
}

/**
 * Every option a question's answer may take, in order, whatever form the schema gives them (`oneOf` consts,
 * `enum`, groups nested in `oneOf`/`anyOf`, shared lists once their `$ref` is inlined); for a list question, the
 * options of its items. Empty for open answers (text, numbers, records).
 */
export function answerOptions(schema: JsonSchema): AnswerOption[] {
  if (schema.type === 'array') return isObject(schema.items) ? optionsOfNode(schema.items) : [];
  return optionsOfNode(schema);
}
