import { findStep, validateStep, walkFlow, type Answers, type Flow, type Step, type Transition } from '../../flows';
import { answersValidator } from './answers-validator';
import { fillPath, type OwnerParams } from './fill-path';
import { snakeKey } from '../../shared/wire-keys';

/** A step's URL segment: its name in snake_case, as in the spec's /role/{uuid}/job_title. */
export const stepSegment = snakeKey;

/** The step a URL segment names: by its snake_case segment, or by its name as written in the flow file. */
export function findStepBySegment(flow: Flow, segment: string): Step | undefined {
  return findStep(flow, segment) ?? flow.steps.find((step) => stepSegment(step.name) === segment);
}

/** The app path of a step or an end: ends starting with "/" are app paths, the rest are screens of the flow. */
export function flowPath(flow: Flow, target: Transition | string, params: OwnerParams): string {
  const name = typeof target === 'string' ? target : target.kind === 'step' ? target.step : target.end;
  return name.startsWith('/') ? name : `${fillPath(flow.routePrefix, params)}${stepSegment(name)}`;
}

/** Where a returning person picks up: the first step on their path that still needs an answer, else the end. */
export function resumeTarget(flow: Flow, answers: Answers): string {
  const walk = walkFlow(flow, answers);
  return walk.path.find((name) => validateStep(flow, name, answers, answersValidator).length > 0) ?? walk.end;
}
