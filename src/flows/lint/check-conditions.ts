import type { Condition } from '../condition';
import type { Flow, JsonSchema } from '../types';
import type { LintIssue } from './lint-issue';
import { answerShape } from '../answer-shape';
import { assertNever } from '../assert-never';
import { conditionSites } from '../condition-sites';

type Where = Pick<LintIssue, 'step' | 'question'> & { label: string };
type SchemaOf = (field: string) => JsonSchema | undefined;

function show(value: unknown): string {
  return JSON.stringify(value);
}

/** Problems of one condition: fields that do not exist, values the field cannot hold, ops that cannot apply. */
function checkCondition(condition: Condition, schemaOf: SchemaOf, where: Where): LintIssue[] {
  const issue = (code: LintIssue['code'], message: string): LintIssue => ({
    code,
    step: where.step,
    question: where.question,
    message: `${where.label}: ${message}`,
  });
  switch (condition.op) {
    case 'not':
      return checkCondition(condition.condition, schemaOf, where);
    case 'all':
    case 'any':
      return condition.conditions.flatMap((inner) => checkCondition(inner, schemaOf, where));
    case 'equals':
    case 'in':
    case 'includesAny':
    case 'isTrue':
    case 'isFalse':
    case 'exists': {
      const schema = schemaOf(condition.field);
      if (!schema) return [issue('unknown-field', `${condition.op} names field "${condition.field}", which no question has`)];
      const shape = answerShape(schema);
      if (condition.op === 'exists') return [];
      if (condition.op === 'isTrue' || condition.op === 'isFalse') {
        return shape.kind === 'boolean' ? [] : [issue('condition-type', `${condition.op} on "${condition.field}", which is not a yes/no answer`)];
      }
      if (condition.op === 'includesAny' && shape.kind !== 'list') return [issue('condition-type', `includesAny on "${condition.field}", which is not a list`)];
      if (condition.op !== 'includesAny' && shape.kind === 'list')
        return [issue('condition-type', `${condition.op} on "${condition.field}", which is a list (use includesAny)`)];
      const values = condition.op === 'equals' ? [condition.value] : condition.values;
      if (!shape.values) return [];
      return values
        .filter((value) => !shape.values!.some((allowed) => allowed === value))
        .map((value) =>
          issue(
            'unknown-value',
            `${condition.op} compares "${condition.field}" with ${show(value)}, which it cannot hold (allowed: ${shape.values!.map(show).join(', ')})`,
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
  const issues = conditionSites(flow).flatMap((site) =>
    checkCondition(site.condition, flowField, { step: site.step, question: site.question, label: `condition ${site.id}` }),
  );
  for (const [field, question] of Object.entries(flow.questions)) {
    const properties = recordProperties(question.schema);
    for (const normalizer of question.normalize ?? []) {
      if (normalizer.op !== 'nullWhen') continue;
      const where = { question: field, label: `normalizer nullWhen of "${field}"` };
      if (!properties[normalizer.field])
        issues.push({ code: 'unknown-field', question: field, message: `${where.label}: the record has no field "${normalizer.field}"` });
      issues.push(...checkCondition(normalizer.when, (name) => properties[name], where));
    }
    const from = question.ui.skillsFromField;
    if (from !== undefined && !flow.questions[from])
      issues.push({ code: 'unknown-field', question: field, message: `ui.skillsFromField names "${from}", which no question has` });
  }
  for (const step of flow.steps) {
    for (const check of step.checks ?? []) {
      for (const field of check.fields.filter((name) => !step.questions.includes(name))) {
        issues.push({ code: 'unknown-field', step: step.name, message: `${check.check} check names "${field}", which this step does not ask` });
      }
    }
  }
  return issues;
}
