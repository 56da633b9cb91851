import type { Condition } from '../condition';
import type { Flow, JsonSchema } from '../types';
import type { LintIssue } from './lint-issue';
import { answerShape } from '../answer-shape';
import { assertNever } from '../assert-never';
import { conditionSites } from '../condition-sites';
import { optionTitle } from '../option-title';
import { fieldInWords } from '../studio/condition-in-words';
import { conditionSiteInWords } from './condition-site-in-words';
import { questionInWords } from './question-in-words';
import { stepInWords } from './step-in-words';

type Where = Pick<LintIssue, 'step' | 'question'> & {
  /** The condition's place as the subject of a sentence: "the step “Detail”". */
  label: string;
};
type SchemaOf = (field: string) => JsonSchema | undefined;
/** A field as staff read it: a question's label, a record's part by its name in words. */
type NameOf = (field: string) => string;

const TITLE_LIMIT = 8;

/** The titles of a field's options, for a message: “A”, “B”, “C”, and 5 more. */
function offeredInWords(flow: Flow | undefined, field: string, values: readonly unknown[]): string {
  const titles = values.map((value) => `“${flow ? optionTitle(flow, field, value) : String(value)}”`);
  return titles.length > TITLE_LIMIT ? `${titles.slice(0, TITLE_LIMIT).join(', ')} and ${titles.length - TITLE_LIMIT} more` : titles.join(', ');
}

/** Problems of one condition: fields that do not exist, values the field cannot hold, ops that cannot apply. */
function checkCondition(condition: Condition, schemaOf: SchemaOf, nameOf: NameOf, where: Where, flow?: Flow): LintIssue[] {
  const subject = where.label.charAt(0).toUpperCase() + where.label.slice(1);
  const issue = (code: LintIssue['code'], message: string): LintIssue => ({
    code,
    step: where.step,
    question: where.question,
    message: `${subject}: ${message}`,
  });
  switch (condition.op) {
    case 'not':
      return checkCondition(condition.condition, schemaOf, nameOf, where, flow);
    case 'all':
    case 'any':
      return condition.conditions.flatMap((inner) => checkCondition(inner, schemaOf, nameOf, where, flow));
    case 'equals':
    case 'in':
    case 'includesAny':
    case 'isTrue':
    case 'isFalse':
    case 'exists': {
      const schema = schemaOf(condition.field);
      const name = nameOf(condition.field);
      if (!schema) return [issue('unknown-field', `its condition names ${name}, which is no question of this flow. Choose one of its questions.`)];
      const shape = answerShape(schema);
      if (condition.op === 'exists') return [];
      if (condition.op === 'isTrue' || condition.op === 'isFalse') {
        return shape.kind === 'boolean' ? [] : [issue('condition-type', `its condition asks whether ${name} is yes or no, but it is not a yes/no question.`)];
      }
      if (condition.op === 'includesAny' && shape.kind !== 'list')
        return [issue('condition-type', `its condition asks what ${name} includes, but it holds one answer, not a list: use the test “is one of”.`)];
      if (condition.op !== 'includesAny' && shape.kind === 'list')
        return [issue('condition-type', `its condition asks what ${name} is, but it holds a list: use the test “includes any of”.`)];
      const values = condition.op === 'equals' ? [condition.value] : condition.values;
      if (!shape.values) return [];
      return values
        .filter((value) => !shape.values!.some((allowed) => allowed === value))
        .map((value) =>
          issue(
            'unknown-value',
            `its condition compares ${name} with “${String(value)}”, which it does not offer (its options: ${offeredInWords(flow, condition.field, shape.values!)}). Choose one of its options.`,
          ),
        );
    }
    default:
      return assertNever(condition, 'condition op');
  }
}

function recordProperties(schema: JsonSchema): Record<string, JsonSchema> {
  const record = schema.type === 'array' ? (schema.items as JsonSchema | undefined) : schema;
  return (record?.properties as Record<string, JsonSchema> | undefined) ?? {};
}

/** Every condition of the flow names existing fields and values they can hold. */
export function checkConditions(flow: Flow): LintIssue[] {
  const flowField: SchemaOf = (field) => flow.questions[field]?.schema;
  const flowName: NameOf = (field) => (flow.questions[field] ? questionInWords(flow, field) : `“${field}”`);
  const issues = conditionSites(flow).flatMap((site) =>
    checkCondition(site.condition, flowField, flowName, { step: site.step, question: site.question, label: conditionSiteInWords(flow, site) }, flow),
  );
  for (const [field, question] of Object.entries(flow.questions)) {
    const properties = recordProperties(question.schema);
    for (const normalizer of question.normalize ?? []) {
      if (normalizer.op !== 'nullWhen') continue;
      const where = { question: field, label: `the rule that clears “${fieldInWords(normalizer.field)}” of ${questionInWords(flow, field)}` };
      if (!properties[normalizer.field])
        issues.push({
          code: 'unknown-field',
          question: field,
          message: `${questionInWords(flow, field)} has a rule clearing “${fieldInWords(normalizer.field)}”, which is no part of its answer.`,
        });
      issues.push(
        ...checkCondition(
          normalizer.when,
          (name) => properties[name],
          (name) => `“${fieldInWords(name)}”`,
          where,
        ),
      );
    }
    const from = question.ui.skillsFromField;
    if (from !== undefined && !flow.questions[from])
      issues.push({
        code: 'unknown-field',
        question: field,
        message: `${questionInWords(flow, field)} takes its skills from “${from}”, which is no question of this flow.`,
      });
  }
  for (const step of flow.steps) {
    for (const check of step.checks ?? []) {
      for (const field of check.fields.filter((name) => !step.questions.includes(name))) {
        issues.push({
          code: 'unknown-field',
          step: step.name,
          message: `The ${check.check} check of the step ${stepInWords(flow, step.name)} names ${flowName(field)}, which this step does not ask.`,
        });
      }
    }
  }
  return issues;
}
