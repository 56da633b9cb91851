import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { FIXTURE_TODAY, fixtureFileName, RESUME_SPECS } from '../../fixtures/resumes/resume-specs';

// Issue 35 items 1-3: every layout of the fixture set read whole by POST /api/extract/resume, each value in the
// flow's shape and names. The fixtures' expected values count years of experience up to FIXTURE_TODAY.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(FIXTURE_TODAY.getTime() - t.clock.now().getTime());
});
afterAll(() => t.close());

const FIXTURES = path.join(import.meta.dirname, '../../fixtures/resumes');
const CONTENT_TYPES = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };

async function uploadFixture(fileName: string) {
  const { token } = await signUpToken(t.app);
  const kind = fileName.endsWith('.pdf') ? 'pdf' : 'docx';
  const { payload, headers } = multipartBody([
    { name: 'file', value: readFileSync(path.join(FIXTURES, fileName)), fileName, contentType: CONTENT_TYPES[kind] },
  ]);
  return t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: { authorization: `Bearer ${token}`, ...headers }, payload });
}

describe('reading a resume as it is laid out', () => {
  // The held-out resumes are measured by `npm run bench:resumes`, never fitted to: a test here would make them tuned.
  for (const spec of RESUME_SPECS.filter((resume) => !resume.heldOut)) {
    it(`${spec.layout}: ${spec.id} gives every value a careful person would enter`, async () => {
      const response = await uploadFixture(fixtureFileName(spec));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().extracted).toEqual(spec.expected);
    });
  }

  it('keeps roles of the sections that are not jobs out: volunteering, awards, certifications, a career break', async () => {
    const principal = RESUME_SPECS.find((spec) => spec.id === 'principal-date-margin')!;
    const development = RESUME_SPECS.find((spec) => spec.id === 'development-docx-header')!;
    for (const spec of [principal, development]) {
      const { extracted } = (await uploadFixture(fixtureFileName(spec))).json();
      const roles = [extracted.recent_experience, ...(extracted.work_experience ?? [])];
      expect(roles.map((role: { job_title: string }) => role.job_title)).not.toContain('Board Member');
      expect(JSON.stringify(roles)).not.toMatch(/caregiving|Principal of the Year|Youth Chorus/);
    }
  });
});
