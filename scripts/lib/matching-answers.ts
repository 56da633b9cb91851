import { completedSections, offPathFields, validateStep, walkFlow, type Flow, type StepValidator } from '../../src/flows';
import { judge, criteriaOf, profileOf } from '../../src/server/matching/algorithm';
import type { LoadedFlows } from '../../src/server/flows/load-flows';
import { BASELINE_JOBSEEKER, BASELINE_ORGANISATION, BASELINE_ROLE, BASELINE_TODAY } from './matching-baselines';

/** The flow each side of a matching fixture answers, by the fixture key that holds its answers. */
export const FLOW_OF = { organisation: 'employer-profile', role: 'role', person: 'jobseeker' } as const;
export type Side = keyof typeof FLOW_OF;

export function latestFlow(flows: LoadedFlows, side: Side): Flow {
  const flow = flows.latest(FLOW_OF[side]);
  if (!flow) throw new Error(`schemas/flows/${FLOW_OF[side]}/ has no version to replay matching fixtures with`);
  return flow;
}

/**
 * What is wrong with a fixture's answers themselves: fields the flow does not have (a typo would silently leave the
 * baseline's answer in place) and values the question's schema refuses. `null` (remove the answer) is always fine.
 * Whether the answers complete the flow is not checked: a person left incomplete is how a fixture states core_profile.
 */
export function answerProblems(flow: Flow, answers: Readonly<Record<string, unknown>>, validator: StepValidator): string[] {
  const problems: string[] = [];
  for (const [field, value] of Object.entries(answers)) {
    const question = flow.questions[field];
    if (!question) {
      problems.push(`the ${flow.id} flow has no field "${field}"`);
      continue;
    }
    if (value === null) continue;
    for (const issue of validator.validate(question.schema, value)) problems.push(`"${field}"${issue.path ? ` at ${issue.path}` : ''}: ${issue.message}`);
  }
  return problems;
}

/** A baseline must be what a person finishing the flow would store: every step on its walk valid, nothing off it. */
function completeAnswerProblems(name: string, flow: Flow, answers: Record<string, unknown>, validator: StepValidator): string[] {
  const problems = Object.keys(answers)
    .filter((field) => !(field in flow.questions))
    .map((field) => `${name}: the ${flow.id} flow has no field "${field}"`);
  for (const step of walkFlow(flow, answers).path) {
    for (const error of validateStep(flow, step, answers, validator)) problems.push(`${name}: step "${step}", "${error.field}": ${error.message}`);
  }
  const offPath = offPathFields(flow, answers);
  if (offPath.length > 0) problems.push(`${name}: answers the walk does not ask (${offPath.join(', ')})`);
  const incomplete = flow.sections.filter((section) => !completedSections(flow, answers, validator).includes(section));
  if (incomplete.length > 0) problems.push(`${name}: sections not complete (${incomplete.join(', ')})`);
  return problems;
}

export interface Baselines {
  organisation: Record<string, unknown>;
  role: Record<string, unknown>;
  person: Record<string, unknown>;
  today: string;
}

const BASELINES: Baselines = { organisation: BASELINE_ORGANISATION, role: BASELINE_ROLE, person: BASELINE_JOBSEEKER, today: BASELINE_TODAY };

/**
 * Every way the baselines no longer say what matching-baselines.ts documents: invalid or incomplete for their
 * flows, or the baseline person no longer an eligible, full-score candidate for the baseline role. Empty when sound.
 */
export function baselineProblems(flows: LoadedFlows, baselines: Baselines = BASELINES): string[] {
  const { organisation, role, person, today } = baselines;
  const problems = [
    ...completeAnswerProblems('baseline organisation', latestFlow(flows, 'organisation'), organisation, flows.validator),
    ...completeAnswerProblems('baseline role', latestFlow(flows, 'role'), role, flows.validator),
    ...completeAnswerProblems('baseline job seeker', latestFlow(flows, 'person'), person, flows.validator),
  ];
  const verdict = judge(criteriaOf(role, organisation), profileOf(person), today);
  for (const failed of verdict.failedFilters) problems.push(`baseline job seeker fails ${failed.name} for the baseline role: ${failed.reason}`);
  for (const factor of verdict.factors.filter((each) => each.points !== each.maxPoints)) {
    problems.push(`baseline job seeker earns ${factor.points} of ${factor.maxPoints} for ${factor.name} on ${today}: ${factor.reason}`);
  }
  return problems;
}
