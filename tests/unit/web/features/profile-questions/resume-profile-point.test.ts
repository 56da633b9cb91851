import { describe, expect, it } from 'vitest';
import { readJson } from '../../../../../scripts/lib/schema-files';
import { resumePoint } from '../../../../../src/web/features/profile-questions/resume-profile-redirect';
import { jobseeker } from '../../../flows/helpers';

const partTimeProfile = (readJson('tests/fixtures/flows/part-time-30-40-ends-at-part-time-intro.json') as { answers: Record<string, unknown> }).answers;

describe('"Start with your profile" (the welcome notification, /profile) picks up where the job seeker is (issue 35 item 6)', () => {
  it('opens the first step still to answer for a new job seeker', () => {
    expect(resumePoint(jobseeker(), {})).toBe('/profile/can_work_in_us');
  });

  it('opens the first unanswered step of a part-time job seeker who stopped halfway', () => {
    const { gender: _gender, ...halfway } = partTimeProfile;
    expect(resumePoint(jobseeker(), halfway)).toBe('/profile/gender');
  });

  it('opens the dashboard once the profile is complete, not the part-time introduction', () => {
    expect(resumePoint(jobseeker(), partTimeProfile)).toBe('/dashboard');
  });
});
