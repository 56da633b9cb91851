import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { isAnswered, isQuestionVisible, pruneAnswers, sectionCompleteness, validateStep, walkFlow, type Flow, type JsonSchema } from '../../../src/flows';
import { loadFlows, type LoadedFlows } from '../../../src/server/flows/load-flows';
import { answersToWire } from '../../../src/server/flows/flow-answers';

type Answers = Record<string, unknown>;

/**
 * Answers a person would plausibly give; used where the flow has the question, so the set stays valid as the flow
 * grows. A full-time role, so it has a salary (and an expected fee), with the Enhanced tier (10 %).
 */
const PLAUSIBLE: Answers = {
  jobTitle: 'Director of Curriculum',
  description: 'Leads curriculum design across our three middle schools and coaches the instructional coaches.',
  roleType: ['full_time'],
  idealStartDate: '2027-01-11',
  latestStartDate: '2027-03-01',
  preferredSalary: 80_000,
  maximumSalary: 95_000,
  preferredRate: 45,
  maximumRate: 60,
  serviceTier: 'enhanced',
  programName: 'Teach For America',
  excludedOrganizations: 'Northside Prep',
  matchingNotes: 'Bilingual candidates are a plus.',
};

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The listed values of an option list (oneOf/anyOf of consts, or enum), if the schema is one. */
function optionValues(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown;
  if (Array.isArray(alternatives) && alternatives.length > 0 && alternatives.every((alt) => isObject(alt) && 'const' in alt)) {
    return alternatives.map((alt) => (alt as { const: unknown }).const);
  }
  return undefined;
}

/** A value the schema accepts, built from its keywords (the first option of a list, the smallest number...). */
function sample(schema: JsonSchema, index = 0): unknown {
  if ('const' in schema) return schema.const;
  const options = optionValues(schema);
  if (options) return options[index % options.length];
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(alternatives) && schema.type !== 'object') {
    const { anyOf: _a, oneOf: _o, ...rest } = schema;
    return sample({ ...rest, ...alternatives[0] }, index);
  }
  switch (schema.type) {
    case 'array': {
      const items = isObject(schema.items) ? schema.items : {};
      const count = Math.max(typeof schema.minItems === 'number' ? schema.minItems : 1, 1);
      return Array.from({ length: count }, (_, at) => sample(items, at));
    }
    case 'object': {
      const properties = (isObject(schema.properties) ? schema.properties : {}) as Record<string, JsonSchema>;
      const required = new Set<string>(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      // An object-level anyOf of `required` lists (a skill needs skillId or customSkill): the first branch's fields.
      const branch = Array.isArray(schema.anyOf) ? (schema.anyOf[0] as JsonSchema) : undefined;
      for (const field of Array.isArray(branch?.required) ? (branch.required as string[]) : []) required.add(field);
      return Object.fromEntries([...required].map((field) => [field, sample(properties[field] ?? {})]));
    }
    case 'integer':
    case 'number':
      return (typeof schema.minimum === 'number' ? schema.minimum : 0) + index;
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date') return '2027-01-11';
      if (schema.format === 'uri') return 'https://example.org';
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 100;
      return `Sample answer ${index + 1}`.slice(0, max);
    }
    default:
      return null;
  }
}

/** A plausible valid answer to one question, different for the n-th question of the same list (functional areas). */
function answerFor(flow: Flow, field: string, used: Map<string, number>): unknown {
  if (field in PLAUSIBLE) return PLAUSIBLE[field];
  const question = flow.questions[field]!;
  const key = JSON.stringify(question.schema);
  const index = question.ui.widget === 'select' ? (used.get(key) ?? 0) : 0;
  used.set(key, index + 1);
  return sample(question.schema, index);
}

/**
 * A complete, valid answer set for the role flow (camelCase, as stored): every question on the path these
 * answers take is answered with a value its schema accepts (yes/no questions say yes, so the follow-ups are asked
 * too), except file uploads, which are optional. `overrides` win and steer the branches. Fails loudly, naming the
 * invalid steps, if the flow has grown a question this cannot answer.
 */
export function completeRoleAnswers(flows: LoadedFlows = loadFlows(), overrides: Answers = {}): Answers {
  const flow = flows.latest('role')!;
  let answers: Answers = { ...overrides };
  const used = new Map<string, number>();
  for (let round = 0; round < 20; round += 1) {
    let changed = false;
    for (const stepName of walkFlow(flow, answers).path) {
      const step = flow.steps.find((candidate) => candidate.name === stepName)!;
      for (const field of step.questions) {
        if (flow.questions[field]!.ui.widget === 'file-upload') continue;
        if (!isQuestionVisible(flow, field, answers) || isAnswered(answers[field])) continue;
        answers[field] = answerFor(flow, field, used);
        changed = true;
      }
    }
    answers = pruneAnswers(flow, answers);
    if (!changed) break;
  }
  const incomplete = sectionCompleteness(flow, answers, flows.validator).filter((section) => !section.complete);
  if (incomplete.length > 0) {
    const problems = incomplete.flatMap((section) =>
      section.invalidSteps.map((step) => `${step}: ${JSON.stringify(validateStep(flow, step, answers, flows.validator))}`),
    );
    throw new Error(`completeRoleAnswers could not complete the role flow:\n${problems.join('\n')}`);
  }
  return answers;
}

/** What `roleTargets` says of a save target, read loosely (kind and nestedAs came with issue 10). */
function targetOf(flow: Flow, name: string): { kind: string; nestedAs?: string; path: string } {
  const target = flow.saveTargets[name] as unknown as { kind?: string; nestedAs?: string; method: string; path: string };
  return { kind: target.kind ?? (target.method === 'POST' ? 'records' : 'answers'), nestedAs: target.nestedAs, path: target.path };
}

/**
 * Saves an answer set to a role through the API as the browser would: the answer targets in one PATCH of the role
 * (flat and nested), each record with one POST to its resource. Every call must succeed.
 */
export async function saveRoleAnswers(app: FastifyInstance, token: string, uuid: string, answers: Answers, flows: LoadedFlows = app.ctx.flows): Promise<void> {
  const flow = flows.latest('role')!;
  const headers = { authorization: `Bearer ${token}` };
  const flat: Answers = {};
  const nested: Record<string, Answers> = {};
  const records: { path: string; record: Answers }[] = [];
  for (const [field, value] of Object.entries(answers)) {
    const question = flow.questions[field];
    if (!question) continue;
    const target = targetOf(flow, question.saveTo);
    if (target.kind === 'records') {
      for (const { id: _id, ...record } of value as Answers[]) records.push({ path: target.path, record });
    } else if (target.nestedAs) (nested[target.nestedAs] ??= {})[field] = value;
    else flat[field] = value;
  }
  const wire: Answers = answersToWire(flat);
  for (const [key, group] of Object.entries(nested)) wire[key] = answersToWire(group);
  const patch = await app.inject({ method: 'PATCH', url: `/api/employer/role/${uuid}/`, headers, payload: wire });
  expect(patch.statusCode, patch.body).toBe(200);
  for (const { path, record } of records) {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: { role_uuid: uuid, ...answersToWire(record) } });
    expect(response.statusCode, response.body).toBe(201);
  }
}
