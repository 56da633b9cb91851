import { describe, expect, it } from 'vitest';
import { sectionAnswered } from '../../../src/flows/section-answered';
import { jobseeker, validator } from './helpers';

describe('sectionAnswered: how much of a section is answered (issue 23 item 10)', () => {
  it('counts the required questions of the section alone, none answered at first', () => {
    const fresh = sectionAnswered(jobseeker(), {}, validator, 'Core Profile');
    expect(fresh.answered).toBe(0);
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.percent).toBe(0);
    const one = sectionAnswered(jobseeker(), { canWorkInUs: true }, validator, 'Core Profile');
    expect(one.answered).toBe(1);
    expect(sectionAnswered(jobseeker(), { canWorkInUs: true }, validator, 'Demographics').answered).toBe(0);
  });

  it('does not count an answer its schema refuses', () => {
    const refused = sectionAnswered(jobseeker(), { canWorkInUs: true, metroArea: 42 }, validator, 'Core Profile');
    expect(refused.answered).toBe(1);
  });
});
