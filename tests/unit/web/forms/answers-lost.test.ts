import { describe, expect, it } from 'vitest';
import { answersLost, setAsideWords } from '../../../../src/web/forms/answers-lost';
import { loadFlowVersion } from '../../../../scripts/lib/schema-files';
import { jobseeker, validator } from '../../flows/helpers';

const role = loadFlowVersion('role', 1, validator);

describe('the answers a changed choice would take off the path, in words', () => {
  it('names a role’s salary answers when full time becomes part time (asked first, not cleared in silence)', () => {
    const saved = { roleType: ['full_time'], preferredSalary: 90_000, maximumSalary: 100_000 };
    const lost = answersLost(role, saved, { ...saved, roleType: ['part_time_20_30'] });
    expect(lost).toBe(`your answers to “${role.questions.preferredSalary!.label}” and “${role.questions.maximumSalary!.label}”`);
    // Adding part time beside full time keeps the salary on the path: nothing to ask.
    expect(answersLost(role, saved, { ...saved, roleType: ['full_time', 'part_time_20_30'] })).toBeNull();
  });

  it('still counts records as such: “your 2 degrees”', () => {
    const saved = { highestEducationLevel: 'graduate', education: [{ school: 'A' }, { school: 'B' }] };
    expect(answersLost(jobseeker(), saved, { ...saved, highestEducationLevel: 'not_applicable' })).toBe('your 2 degrees');
    expect(answersLost(jobseeker(), saved, { ...saved, highestEducationLevel: 'undergraduate' })).toBeNull();
  });

  it('the dialog promises what the server does: the answers are set aside and come back, not removed', () => {
    expect(setAsideWords('your 2 degrees')).toBe(
      'This sets aside your 2 degrees: they are not used while this answer stands, and come back if you change it back. Choose Cancel to keep your earlier answer.',
    );
    expect(setAsideWords('your answer to “Metro areas”')).toBe(
      'This sets aside your answer to “Metro areas”: it is not used while this answer stands, and comes back if you change it back. Choose Cancel to keep your earlier answer.',
    );
  });
});
