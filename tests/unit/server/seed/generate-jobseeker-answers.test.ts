import { describe, expect, it } from 'vitest';
import { completedSections, sectionCompleteness } from '../../../../src/flows';
import { loadFlows } from '../../../../src/server/flows/load-flows';
import { generateJobseeker, seededRandom } from '../../../../src/server/seed/generate-jobseeker-answers';

const flows = loadFlows();
const flow = flows.latest('jobseeker')!;

describe('generated job seekers', () => {
  it('answer Core Profile and the preferences matching reads completely, for many seeds', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i += 1) {
      const { answers } = generateJobseeker(random);
      const done = completedSections(flow, answers, flows.validator);
      if (!done.includes('Core Profile') || !done.includes('Job Seeking Preferences')) {
        const state = sectionCompleteness(flow, answers, flows.validator);
        expect.fail(`person ${i}: ${JSON.stringify(state)} ${JSON.stringify(answers)}`);
      }
    }
  });

  it('are the same people for the same seed, and spread across places and salaries', () => {
    const first = Array.from(
      { length: 300 },
      (
        (random) => () =>
          generateJobseeker(random)
      )(seededRandom(11)),
    );
    const again = Array.from(
      { length: 300 },
      (
        (random) => () =>
          generateJobseeker(random)
      )(seededRandom(11)),
    );
    expect(again).toEqual(first);
    expect(new Set(first.map((person) => person.answers.metroArea)).size).toBeGreaterThan(10);
    const salaries = first.map((person) => (person.answers.compensation as { minimumSalary: number }).minimumSalary);
    expect(Math.max(...salaries) - Math.min(...salaries)).toBeGreaterThan(40_000);
    expect(first.some((person) => person.answers.canWorkInUs === false)).toBe(true);
  });
});
