import type { Answers, Flow } from '../../flows';
import { questionCompleteness } from '../../flows/question-completeness';
import type { EmployerRow } from '../db/schema';
import type { LoadedFlows } from '../flows/load-flows';
import { answersToWire } from '../flows/flow-answers';
import { logosOf } from './logo-answers';
import type { employerWireSchema } from '../../shared/wire/employer-wire';
import type { FromSchema } from 'json-schema-to-ts';

/** The flow an organisation's profile answers belong to (spec 001 §2.2, §3.3). */
export const EMPLOYER_FLOW = 'employer-profile';

const EMPLOYER_PATH = /^\/api\/employers\/\{[A-Za-z]+\}\/?$/;

/**
 * The flow an organisation's answers are read and saved with: the version they were given under while its file
 * is there, otherwise (and before the first answer) the newest.
 */
export function employerFlow(flows: LoadedFlows, row: Pick<EmployerRow, 'flowVersion'>): Flow {
  const flow = (row.flowVersion !== null ? flows.get(EMPLOYER_FLOW, row.flowVersion) : undefined) ?? flows.latest(EMPLOYER_FLOW);
  if (!flow) throw new Error(`schemas/flows/${EMPLOYER_FLOW} has no flow file`);
  return flow;
}

/** The flow's save targets that the organisation resource (PATCH /api/employers/{id}/) takes: the flow file decides. */
export function employerTargets(flow: Flow): string[] {
  return Object.entries(flow.saveTargets)
    .filter(([, target]) => EMPLOYER_PATH.test(target.path))
    .map(([name]) => name);
}

/** Every question saved on the organisation resource, answered or not, in the flow's order. */
function flatAnswers(flow: Flow, answers: Answers): Record<string, unknown> {
  const targets = new Set(employerTargets(flow));
  const all: Record<string, unknown> = {};
  for (const [field, question] of Object.entries(flow.questions)) {
    if (targets.has(question.saveTo)) all[field] = answers[field] ?? null;
  }
  return answersToWire(all);
}

/** The URL of the organisation's first logo, which is the one shown; null without one. */
export function logoUrlOf(answers: Answers): string | null {
  return logosOf(answers)[0]?.url ?? null;
}

/**
 * GET and PATCH /api/employers/{id}/ answer this: the organisation, every profile answer flat in snake_case (null
 * when unanswered, so the shape never changes), and its completeness as the engine computes it in the browser.
 */
export function employerBody(row: EmployerRow, flows: LoadedFlows): FromSchema<typeof employerWireSchema> {
  const flow = employerFlow(flows, row);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // The version the answers are read with, which the browser needs to compute the same completeness.
    flow_version: flow.version,
    ...flatAnswers(flow, row.answers),
    completeness: questionCompleteness(flow, row.answers, flows.validator).percent,
    logo_url: logoUrlOf(row.answers),
  };
}
