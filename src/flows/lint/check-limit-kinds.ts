import type { Flow, JsonSchema } from '../types';
import type { LintIssue } from './lint-issue';
import { isPlainObject } from '../../shared/plain-object';
import { fieldInWords } from '../studio/condition-in-words';
import { answerKind, type AnswerKind } from './answer-kind';
import { questionInWords } from './question-in-words';

/** Limits by family: the kinds of answer each applies to, and its name in words. */
const FAMILIES = [
  { keywords: ['minLength', 'maxLength'], kinds: ['text'], words: 'a length limit' },
  { keywords: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'], kinds: ['number'], words: 'a number limit' },
  { keywords: ['minItems', 'maxItems', 'uniqueItems'], kinds: ['list', 'multiple choice'], words: 'a limit on how many it holds' },
] as const satisfies readonly { keywords: readonly string[]; kinds: readonly AnswerKind[]; words: string }[];

const KIND_WORDS: Record<AnswerKind, string> = {
  'single choice': 'a single choice',
  'multiple choice': 'a multiple choice',
  'yes/no': 'a yes/no question',
  list: 'a list',
  text: 'text',
  number: 'a number',
  record: 'a group of fields',
};

const isObject = isPlainObject<JsonSchema>;

/** The nodes of a question's schema a limit can sit on, each with its name in words. */
function partsOf(schema: JsonSchema, name: string): { node: JsonSchema; name: string }[] {
  const parts = [{ node: schema, name }];
  if (isObject(schema.items)) parts.push(...partsOf(schema.items, `each item of ${name}`));
  if (isObject(schema.properties)) {
    for (const [property, child] of Object.entries(schema.properties)) {
      if (!isObject(child)) continue;
      const title = typeof child.title === 'string' ? child.title : fieldInWords(property);
      parts.push(...partsOf(child, `“${title}” of ${name}`));
    }
  }
  return parts;
}

/**
 * Limits a question's kind of answer does not have: a length on a choice or a number, a lowest or highest value on
 * text, a count on what is not a list. The validator would ignore them, so a message staff wrote would never show.
 */
export function checkLimitKinds(flow: Flow): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const [field, question] of Object.entries(flow.questions)) {
    const step = flow.steps.find((candidate) => candidate.questions.includes(field))?.name;
    for (const { node, name } of partsOf(question.schema, questionInWords(flow, field))) {
      const kind = answerKind(node);
      if (!kind) continue;
      for (const family of FAMILIES) {
        const present = family.keywords.some((keyword) => keyword in node && !(keyword === 'uniqueItems' && node.uniqueItems !== true));
        if (!present || (family.kinds as readonly AnswerKind[]).includes(kind)) continue;
        issues.push({
          code: 'limit-not-for-type',
          ...(step !== undefined ? { step } : {}),
          question: field,
          message: `${name.charAt(0).toUpperCase()}${name.slice(1)} is ${KIND_WORDS[kind]}; ${family.words} does not apply to it. Remove it.`,
        });
      }
    }
  }
  return issues;
}
