import { describe, expect, it } from 'vitest';
import { walkFlow, type Answers } from '../../../../../src/flows';
import { loadFlowVersion } from '../../../../../scripts/lib/schema-files';
import { answersValidator } from '../../../../../src/web/forms/answers-validator';
import { roleStepLanding } from '../../../../../src/web/features/role-questions/role-step-lock';
import { validator } from '../../../flows/helpers';
import fixture from '../../../../fixtures/flows/role-every-branch-shown-path.json';

const flow = loadFlowVersion('role', 1, validator);
const sectionOf = (name: string) => flow.steps.find((step) => step.name === name)!.section;
/** The fixture's answers to the steps of the sections before `section`: those sections complete, the rest not. */
function answeredBefore(section: string): Answers {
  const all = fixture.answers as Answers;
  const earlier = flow.sections.slice(0, flow.sections.indexOf(section));
  const fields = walkFlow(flow, all)
    .path.filter((name) => earlier.includes(sectionOf(name)))
    .flatMap((name) => flow.steps.find((step) => step.name === name)!.questions);
  return Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]));
}

describe('a deep link past the navigation lock (issue 35 item 7, spec 000 §4)', () => {
  const laterSection = flow.sections[2]!;
  const laterStep = walkFlow(flow, {}).path.find((name) => sectionOf(name) === laterSection)!;

  it("lands a new role's link to a later section's step on the first step still to answer", () => {
    const landing = roleStepLanding(flow, {}, laterStep, answersValidator);
    expect(landing).not.toBe(laterStep);
    expect(sectionOf(landing)).toBe(flow.sections[0]);
    // The first step that needs an answer: every step before it on the path is optional or answered.
    const path = walkFlow(flow, {}).path;
    expect(path.indexOf(landing)).toBeLessThan(path.indexOf(laterStep));
    expect(roleStepLanding(flow, {}, landing, answersValidator)).toBe(landing);
  });

  it('opens a step of a section whose section before it is complete', () => {
    const answers = answeredBefore(laterSection);
    expect(roleStepLanding(flow, answers, laterStep, answersValidator)).toBe(laterStep);
  });

  it('lands a step two sections on, past an incomplete one, on the open section’s first step to answer', () => {
    const answers = answeredBefore(flow.sections[1]!);
    const landing = roleStepLanding(flow, answers, laterStep, answersValidator);
    expect(sectionOf(landing)).toBe(flow.sections[1]);
  });

  it('holds inside the first section while completion is 10 or less, and opens its steps once past the lock', () => {
    const firstSectionLast = walkFlow(flow, {})
      .path.filter((name) => sectionOf(name) === flow.sections[0])
      .at(-1)!;
    // A new role: navigation is locked, so an address to the first section's last step lands on its first step to answer.
    const landing = roleStepLanding(flow, {}, firstSectionLast, answersValidator);
    expect(landing).not.toBe(firstSectionLast);
    expect(walkFlow(flow, {}).path.indexOf(landing)).toBeLessThanOrEqual(10);
    // The first eleven steps answered: completion is past 10, the navigation open, the step opens where it is.
    const all = fixture.answers as Answers;
    const path = walkFlow(flow, all).path;
    const fields = path.slice(0, 11).flatMap((name) => flow.steps.find((step) => step.name === name)!.questions);
    const past = Object.fromEntries(fields.filter((field) => all[field] !== undefined).map((field) => [field, all[field]]));
    expect(roleStepLanding(flow, past, firstSectionLast, answersValidator)).toBe(firstSectionLast);
  });
});
