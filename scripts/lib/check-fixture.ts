import type { Flow } from '../../src/flows/types';
import { walkFlow, type Walk } from '../../src/flows/walk-flow';
import { previousStep } from '../../src/flows/previous-step';
import { endNames } from '../../src/flows/find-step';
import type { Expectation, Fixture } from './fixture';

export interface FixtureFailure {
  /** The expectation that does not hold, or "answers" for answers the flow does not know. */
  expectation: Expectation | 'answers';
  /** What differs, naming the first step where the walk differs. */
  message: string;
}

const q = (name: string | undefined) => (name === undefined ? 'the start' : `"${name}"`);

function checkPath(expected: string[], walk: Walk): string | undefined {
  const { path, end } = walk;
  const length = Math.max(expected.length, path.length);
  for (let index = 0; index < length; index += 1) {
    if (expected[index] === path[index]) continue;
    const after = `after ${q(path[index - 1])}`;
    if (path[index] === undefined) return `step ${index + 1}: expected "${expected[index]}", but the walk ends at "${end}" ${after}`;
    if (expected[index] === undefined) return `step ${index + 1}: expected the path to end ${after}, but the walk goes on to "${path[index]}"`;
    return `step ${index + 1}: expected "${expected[index]}", but the walk goes to "${path[index]}" ${after}`;
  }
  return undefined;
}

/** Where a step the walk does not visit would have been: between which two visited steps. */
function gapOf(flow: Flow, walk: Walk, step: string): string {
  const order = (name: string) => flow.steps.findIndex((candidate) => candidate.name === name);
  const at = order(step);
  if (at < 0) return `the flow has no step "${step}"`;
  const before = walk.path.filter((name) => order(name) < at).at(-1);
  const after = walk.path.find((name) => order(name) > at) ?? walk.end;
  return `the walk goes from ${q(before)} to "${after}"`;
}

function checkVisits(flow: Flow, expected: string[], walk: Walk): string | undefined {
  let from = 0;
  for (const [index, step] of expected.entries()) {
    const at = walk.path.indexOf(step, from);
    if (at >= 0) {
      from = at + 1;
      continue;
    }
    if (walk.path.includes(step)) return `"${step}" is visited, but before "${expected[index - 1]}"`;
    return `"${step}" is not visited: ${gapOf(flow, walk, step)}`;
  }
  return undefined;
}

const back = (name: string | null) => (name === null ? 'nowhere (it is the first step)' : `"${name}"`);

/** Back from `step` (a step on the walk or the end it reaches) with the engine's own `previousStep`. */
function checkPrevious(flow: Flow, walk: Walk, fixture: Fixture, step: string, expected: string | null): string | undefined {
  const isEnd = endNames(flow).includes(step) && !flow.steps.some((candidate) => candidate.name === step);
  if (isEnd && step !== walk.end) return `the walk ends at "${walk.end}", not at "${step}"`;
  if (!isEnd && !walk.path.includes(step)) return `"${step}" is not on the walk: ${gapOf(flow, walk, step)}`;
  const actual = previousStep(flow, step, fixture.answers);
  return actual === expected ? undefined : `Back from "${step}" goes to ${back(actual)}, expected ${back(expected)}`;
}

/**
 * Every expectation of a fixture that the walk for its answers breaks, each naming the first step where
 * the walk differs. Answers naming fields the flow does not have fail too: a typo would silently walk the
 * "unanswered" branch.
 */
export function checkFixture(flow: Flow, fixture: Fixture): FixtureFailure[] {
  const failures: FixtureFailure[] = [];
  const unknown = Object.keys(fixture.answers).filter((field) => !(field in flow.questions));
  if (unknown.length > 0) failures.push({ expectation: 'answers', message: `the flow has no field ${unknown.map((field) => `"${field}"`).join(', ')}` });

  const walk = walkFlow(flow, fixture.answers);
  if (fixture.expectedPath) {
    const problem = checkPath(fixture.expectedPath, walk);
    if (problem) failures.push({ expectation: 'expectedPath', message: problem });
  }
  if (fixture.expectedEnd !== undefined && fixture.expectedEnd !== walk.end) {
    failures.push({
      expectation: 'expectedEnd',
      message: `expected the walk to end at "${fixture.expectedEnd}", but after ${q(walk.path.at(-1))} it ends at "${walk.end}"`,
    });
  }
  if (fixture.expectedVisits) {
    const problem = checkVisits(flow, fixture.expectedVisits, walk);
    if (problem) failures.push({ expectation: 'expectedVisits', message: problem });
  }
  for (const step of fixture.expectedSkips ?? []) {
    const at = walk.path.indexOf(step);
    if (at >= 0) failures.push({ expectation: 'expectedSkips', message: `"${step}" is visited at step ${at + 1}, after ${q(walk.path[at - 1])}` });
  }
  for (const [step, expected] of Object.entries(fixture.expectedNext ?? {})) {
    const at = walk.path.indexOf(step);
    if (at < 0) {
      failures.push({ expectation: 'expectedNext', message: `"${step}" is not on the walk: ${gapOf(flow, walk, step)}` });
      continue;
    }
    const actual = walk.path[at + 1] ?? walk.end;
    if (actual !== expected) failures.push({ expectation: 'expectedNext', message: `after "${step}" the walk goes to "${actual}", expected "${expected}"` });
  }
  for (const [step, expected] of Object.entries(fixture.expectedPrevious ?? {})) {
    const problem = checkPrevious(flow, walk, fixture, step, expected);
    if (problem) failures.push({ expectation: 'expectedPrevious', message: problem });
  }
  return failures;
}
