import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';

// A copy of the schemas with one new question in each of two flows, added the way product staff add one: JSON only.
let schemasDir: string;
let t: TestApp;

function addQuestion(flowId: string, step: string, field: string, saveTo: string) {
  const file = path.join(schemasDir, 'flows', flowId, 'v1.json');
  const flow = JSON.parse(fs.readFileSync(file, 'utf8'));
  flow.questions[field] = {
    label: 'Which subject matters most to you?',
    schema: { type: 'string', maxLength: 40, errorMessage: { maxLength: 'Keep the subject under 40 characters' } },
    saveTo,
    ui: { widget: 'text' },
  };
  flow.steps.find((candidate: { name: string }) => candidate.name === step).questions.push(field);
  fs.writeFileSync(file, JSON.stringify(flow, null, 2));
}

beforeAll(async () => {
  schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-schemas-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../../../schemas'), schemasDir, { recursive: true });
  addQuestion('jobseeker', 'teamwork_approach', 'favouriteSubject', 'personal-wiring');
  addQuestion('role', 'jobTitle', 'headlineSubject', 'role');
  t = await createTestApp({}, { schemasDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(schemasDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const userIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user_id as number;

describe('a question added to a flow file with an existing save target', () => {
  it('is saved, validated with its own message and read back for a job seeker, with no code change', async () => {
    const { token } = await signUpToken(t.app);
    const url = `/api/personal-wiring/${userIdOf(token)}/`;
    const tooLong = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { favourite_subject: 'x'.repeat(41) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ favourite_subject: ['Keep the subject under 40 characters'], code: 'validation_failed' });

    const saved = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { favourite_subject: 'Algebra' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().answers).toMatchObject({ favourite_subject: 'Algebra' });
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-answers/jobseeker/', headers: auth(token) });
    expect(mine.json().answers).toMatchObject({ favourite_subject: 'Algebra' });
  });

  it('is saved on a role through the role resource, with no code change', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'Schema Academy' });
    const created = await t.app.inject({ method: 'POST', url: '/api/employer/role/', headers: auth(token), payload: {} });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json();
    const url = `/api/employer/role/${uuid}/`;
    const tooLong = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { headline_subject: 'x'.repeat(41) } });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ headline_subject: ['Keep the subject under 40 characters'], code: 'validation_failed' });
    const saved = await t.app.inject({ method: 'PATCH', url, headers: auth(token), payload: { headline_subject: 'Science' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ headline_subject: 'Science' });
    expect((await t.app.inject({ method: 'GET', url, headers: auth(token) })).json()).toMatchObject({ headline_subject: 'Science' });
  });
});

describe('a save target that no route serves', () => {
  it('stops the server at start, naming the flow file, the target and the call', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-schemas-'));
    try {
      fs.cpSync(path.resolve(import.meta.dirname, '../../../schemas'), broken, { recursive: true });
      const file = path.join(broken, 'flows/jobseeker/v1.json');
      const flow = JSON.parse(fs.readFileSync(file, 'utf8'));
      flow.saveTargets.hobbies = { method: 'POST', path: '/api/hobbies/', kind: 'upsert' };
      flow.questions.userAddress.saveTo = 'hobbies';
      fs.writeFileSync(file, JSON.stringify(flow, null, 2));
      await expect(createTestApp({}, { schemasDir: broken })).rejects.toThrow('save target "hobbies" needs POST /api/hobbies/, which no route serves');
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
