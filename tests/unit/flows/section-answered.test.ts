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

describe('sectionAnswered: "N of M questions answered" does not grow as the person answers (issue 35 item 6)', () => {
  it('keeps the total while a new job seeker answers the core profile, optional answers and branches included', () => {
    const steps: Record<string, unknown>[] = [
      { canWorkInUs: true },
      { metroArea: 'denver' },
      { opennessToAlternativeLocations: 'specific_locations' },
      { compensation: { minimumSalary: 50000 } },
      { highestEducationLevel: 'undergraduate' },
      { phoneNumber: '3035550100', linkedinUrl: 'https://www.linkedin.com/in/ada' },
    ];
    let answers: Record<string, unknown> = {};
    const totals = [sectionAnswered(jobseeker(), answers, validator, 'Core Profile')];
    for (const step of steps) {
      answers = { ...answers, ...step };
      totals.push(sectionAnswered(jobseeker(), answers, validator, 'Core Profile'));
    }
    for (const [index, now] of totals.entries()) {
      if (index === 0) continue;
      expect(now.total, `after answer ${index}`).toBeLessThanOrEqual(totals[index - 1]!.total);
      expect(now.answered).toBeGreaterThanOrEqual(totals[index - 1]!.answered);
    }
    // Answering "yes" settles the work-authorization branch: its explanation is no longer asked.
    expect(totals[1]!.total).toBe(totals[0]!.total - 1);
  });
});
