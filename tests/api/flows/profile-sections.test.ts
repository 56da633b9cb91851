import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { myProfile, signUpToken } from '../support/accounts';

const root = path.resolve(import.meta.dirname, '../../..');
const jobseekerFlow = JSON.parse(fs.readFileSync(path.join(root, 'schemas/flows/jobseeker/v1.json'), 'utf8')) as { sections: string[] };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the profile's sections, for the job seeker home", () => {
  it("lists the flow's sections in its order, each with the path of its first step, and marks the complete ones apart", async () => {
    const { token } = await signUpToken(t.app);
    const profile = await myProfile(t.app, token);
    expect(profile.statusCode).toBe(200);
    const { profile_sections: sections, completed_sections: completed } = profile.json() as {
      profile_sections: { name: string; path: string }[];
      completed_sections: string[];
    };
    expect(sections.map((section) => section.name)).toEqual(jobseekerFlow.sections);
    expect(sections).toEqual([
      { name: 'Core Profile', path: '/profile/can_work_in_us' },
      { name: 'Job Seeking Preferences', path: '/profile/job_seeking_status' },
      { name: 'Professional Experience', path: '/profile/has_managed' },
      { name: 'Demographics', path: '/profile/gender' },
      { name: 'Workplace Preferences', path: '/profile/teamwork_approach' },
      { name: 'Affiliations', path: '/profile/affiliations' },
    ]);
    expect(completed).toEqual([]);
  });

  it('gives an employer nothing: they have no profile sections', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'Lakeside Charter' });
    const profile = await myProfile(t.app, token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user_type: 'employee', profile_sections: [] });
  });
});
