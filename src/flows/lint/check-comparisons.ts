import type { Comparison, Flow, JsonSchema } from '../types';
import type { LintIssue } from './lint-issue';
import { assertNever } from '../assert-never';

type Kind = 'number' | 'date';

function typesOf(schema: JsonSchema): unknown[] {
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** What a comparison can read an answer as: a number, a YYYY-MM-DD date, or neither. */
function kindOf(schema: JsonSchema): Kind | undefined {
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.length > 0 && types.every((type) => type === 'integer' || type === 'number')) return 'number';
  if (types.length === 1 && types[0] === 'string' && schema.format === 'date') return 'date';
  return undefined;
}

function kindFor(op: Comparison['op']): Kind {
  switch (op) {
    case 'gte':
    case 'lte':
      return 'number';
    case 'notBefore':
    case 'notAfter':
      return 'date';
    default:
      return assertNever(op, 'comparison op');
  }
}

const WORDS: Record<Kind, string> = { number: 'a number', date: 'a date (format "date")' };

/** The properties of a question's record, or of each record of its list; undefined when it holds no records. */
function recordProperties(schema: JsonSchema): Record<string, JsonSchema> | undefined {
  const record = (schema.type === 'array' ? schema.items : schema) as JsonSchema | undefined;
  const properties = record?.properties;
  return typeof properties === 'object' && properties !== null ? (properties as Record<string, JsonSchema>) : undefined;
}

type Issue = (code: LintIssue['code'], message: string) => void;

/** A rule inside records (`of`): both properties are the record's own, distinct, and of the kind the op compares. */
function checkRecordRule(schema: JsonSchema, rule: Comparison, of: string, issue: Issue): void {
  const properties = recordProperties(schema);
  if (!properties) return issue('compare-type', `${rule.op} with "of" compares fields of a record, and this question holds no records`);
  const kind = kindFor(rule.op);
  for (const name of rule.field === undefined ? [of] : [of, rule.field]) {
    const property = properties[name];
    if (!property) issue('unknown-field', `${rule.op} names record field "${name}", which the record does not have`);
    else if (kindOf(property) !== kind) issue('compare-type', `${rule.op} compares ${WORDS[kind]}, and record field "${name}" is not one`);
  }
  if (of === rule.field) issue('compare-order', `${rule.op} compares record field "${of}" with itself`);
}

/** A rule compares with exactly one thing: another field, or today (and today is a date). */
function checkOperand(rule: Comparison, issue: Issue): boolean {
  if ((rule.field === undefined) === (rule.today === undefined)) {
    issue('compare-type', `${rule.op} compares with either a field or today, not ${rule.field === undefined ? 'neither' : 'both'}`);
    return false;
  }
  if (rule.today !== undefined && kindFor(rule.op) !== 'date') {
    issue('compare-type', `${rule.op} compares numbers; today is a date (use notBefore or notAfter)`);
    return false;
  }
  return true;
}

/**
 * Every `compare` rule names another question asked no later than its own (the rule sits on the question asked
 * last, where its message is shown), or today, and both sides are of the kind the op compares.
 */
export function checkComparisons(flow: Flow): LintIssue[] {
  const stepOf = (field: string) => flow.steps.findIndex((step) => step.questions.includes(field));
  const issues: LintIssue[] = [];
  for (const [field, question] of Object.entries(flow.questions)) {
    const step = flow.steps[stepOf(field)]?.name;
    const issue = (code: LintIssue['code'], message: string) => issues.push({ code, step, question: field, message: `compare rule of "${field}": ${message}` });
    for (const rule of question.compare ?? []) {
      if (!checkOperand(rule, issue)) continue;
      if (rule.of !== undefined) {
        checkRecordRule(question.schema, rule, rule.of, issue);
        continue;
      }
      if (rule.field === undefined) {
        const kind = kindFor(rule.op);
        if (kindOf(question.schema) !== kind) issue('compare-type', `${rule.op} compares ${WORDS[kind]}, and "${field}" is not one`);
        continue;
      }
      const other = flow.questions[rule.field];
      if (!other) {
        issue('unknown-field', `${rule.op} names field "${rule.field}", which no question has`);
        continue;
      }
      if (rule.field === field) {
        issue('compare-order', `${rule.op} compares "${field}" with itself`);
        continue;
      }
      const kind = kindFor(rule.op);
      if (kindOf(question.schema) !== kind) issue('compare-type', `${rule.op} compares ${WORDS[kind]}, and "${field}" is not one`);
      if (kindOf(other.schema) !== kind) issue('compare-type', `${rule.op} compares ${WORDS[kind]}, and "${rule.field}" is not one`);
      if (stepOf(rule.field) > stepOf(field)) {
        issue('compare-order', `"${rule.field}" is asked after "${field}"; put the rule on "${rule.field}", the question asked last`);
      }
    }
  }
  return issues;
}
