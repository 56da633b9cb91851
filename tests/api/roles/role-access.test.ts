import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { pdfWith } from '../../support/resume-files';
import { auth, completeRole, coworkerOf, getRole, signUpEmployer, staffToken, type Employee } from '../support/role-helpers';

/**
 * Who may do what with a role (PLAN "Access"): the organisation's employees read, those allowed to edit roles
 * write; staff read everything and only review (feedback, approve); another organisation's employee finds nothing
 * (404); a job seeker is refused (403); no session is 401. A refusal changes nothing.
 */
type Actor = 'editor' | 'reader' | 'otherOrg' | 'jobseeker' | 'staff' | 'anonymous';

let t: TestApp;
let editor: Employee;
let tokens: Record<Actor, string | undefined>;
let role: { uuid: string; id: number; languages: { id: number }[] };
let feedbackId: number;
let fileId: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await signUpEmployer(t.app, 'Access Matrix Academy');
  const reader = await coworkerOf(t, editor.employerId, { canEditRoles: false });
  const otherOrg = await signUpEmployer(t.app, 'Some Other District');
  const jobseeker = await signUpToken(t.app);
  const staff = await staffToken(t);
  tokens = { editor: editor.token, reader: reader.token, otherOrg: otherOrg.token, jobseeker: jobseeker.token, staff, anonymous: undefined };
  role = await completeRole(t.app, editor.token);
  const feedback = await t.app.inject({
    method: 'POST',
    url: '/api/employer/role-feedback/',
    headers: auth(staff),
    payload: { role: role.uuid, body: 'Say more about the team.' },
  });
  feedbackId = feedback.json().id;
  const form = multipartBody([{ name: 'file', value: pdfWith(['Director of Curriculum']), fileName: 'job.pdf', contentType: 'application/pdf' }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/api/employer/role/${role.uuid}/job-file/`,
    headers: { ...auth(editor.token), ...form.headers },
    payload: form.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  fileId = upload.json().id;
});
afterAll(() => t.close());

type RoleRef = typeof role;

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (target: RoleRef) => string;
  payload?: (target: RoleRef) => Record<string, unknown>;
  multipart?: boolean;
}

function send(actor: Actor, call: Call, target: RoleRef = role) {
  const token = tokens[actor];
  const headers: Record<string, string> = token ? auth(token) : {};
  if (call.multipart) {
    const form = multipartBody([{ name: 'file', value: pdfWith(['Replaced']), fileName: 'other.pdf', contentType: 'application/pdf' }]);
    return t.app.inject({ method: call.method, url: call.url(target), headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  return t.app.inject({ method: call.method, url: call.url(target), headers, ...(call.payload ? { payload: call.payload(target) } : {}) });
}

const CALLS: Record<string, Call> = {
  'PATCH answers': { method: 'PATCH', url: (r) => `/api/employer/role/${r.uuid}/`, payload: () => ({ job_title: 'Changed' }) },
  'PATCH status': { method: 'PATCH', url: (r) => `/api/employer/role/${r.uuid}/`, payload: () => ({ status: 'in_review' }) },
  'DELETE role': { method: 'DELETE', url: (r) => `/api/employer/role/${r.uuid}/` },
  clone: { method: 'POST', url: (r) => `/api/employer/role/${r.uuid}/clone/` },
  'PATCH education preferences': { method: 'PATCH', url: (r) => `/api/employer/education-preferences/${r.id}/`, payload: () => ({ program_name: 'Changed' }) },
  'PATCH work experience preferences': {
    method: 'PATCH',
    url: (r) => `/api/employer/work-experience-preferences/${r.id}/`,
    payload: () => ({ years_full_time_experience: 9 }),
  },
  'POST language requirement': {
    method: 'POST',
    url: () => '/api/employer/language-requirement/',
    payload: (r) => ({ role_uuid: r.uuid, name: 'french', role: 'preferred' }),
  },
  'PATCH language requirement': {
    method: 'PATCH',
    url: (r) => `/api/employer/language-requirement/${r.languages[0]!.id}/`,
    payload: () => ({ role: 'preferred' }),
  },
  'DELETE language requirement': { method: 'DELETE', url: (r) => `/api/employer/language-requirement/${r.languages[0]!.id}/` },
  'POST skill requirement': {
    method: 'POST',
    url: () => '/api/employer/skill-requirements/',
    payload: (r) => ({ role_uuid: r.uuid, custom_skill: 'Grant writing', rating: 3 }),
  },
  'POST expertise skill': {
    method: 'POST',
    url: () => '/api/employer/expertise-skill/',
    payload: (r) => ({ role_uuid: r.uuid, area: 1, skill_id: 'lesson_planning' }),
  },
  'job file upload': { method: 'POST', url: (r) => `/api/employer/role/${r.uuid}/job-file/`, multipart: true },
};

const REFUSED: Record<Actor, number | undefined> = { editor: undefined, reader: 403, otherOrg: 404, jobseeker: 403, staff: 403, anonymous: 401 };

describe('changing a role', () => {
  it.each(Object.keys(CALLS))('%s is refused to all but its editors, and nothing changes', async (name) => {
    const before = (await getRole(t.app, editor.token, role.uuid)).json();
    for (const actor of ['reader', 'otherOrg', 'jobseeker', 'staff', 'anonymous'] as const) {
      const response = await send(actor, CALLS[name]!);
      // Staff may change a status (approve, send back); publishing a draft is not theirs to do, so it conflicts.
      const expected = name === 'PATCH status' && actor === 'staff' ? 409 : REFUSED[actor];
      expect(response.statusCode, `${actor}: ${response.body}`).toBe(expected);
      expect(response.json()).toHaveProperty('detail');
    }
    expect((await getRole(t.app, editor.token, role.uuid)).json()).toEqual(before);
  });

  it('says why: staff review, a coworker lacks the permission, another organization has no such role', async () => {
    const patch = CALLS['PATCH answers']!;
    expect((await send('staff', patch)).json()).toEqual({ detail: 'Staff review roles; the organization edits its answers.', code: 'forbidden' });
    expect((await send('reader', patch)).json().detail).toMatch(/permission to edit roles/);
    expect((await send('otherOrg', patch)).json()).toEqual({ detail: 'No such role.', code: 'not_found' });
    expect((await send('anonymous', patch)).json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  });

  it('lets the editor do each of them', async () => {
    const extra = await completeRole(t.app, editor.token);
    const expected: Record<string, number> = {
      'DELETE role': 204,
      clone: 201,
      'POST language requirement': 201,
      'POST skill requirement': 201,
      'POST expertise skill': 201,
      'job file upload': 201,
      'DELETE language requirement': 204,
    };
    for (const name of [
      'PATCH answers',
      'PATCH education preferences',
      'PATCH work experience preferences',
      'POST language requirement',
      'PATCH language requirement',
      'POST skill requirement',
      'POST expertise skill',
      'job file upload',
      'DELETE language requirement',
      'clone',
      'PATCH status',
      'DELETE role',
    ]) {
      const response = await send('editor', CALLS[name]!, extra);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(expected[name] ?? 200);
      if (name === 'PATCH status') {
        // In review now: the feedback-free complete draft was published; back to draft via staff is not needed to delete it.
        expect(response.json().status).toBe('in_review');
      }
    }
  });
});

describe('reading roles', () => {
  it('lets the organization and staff read a role; others find nothing or are refused', async () => {
    const url = `/api/employer/role/${role.uuid}/`;
    const expected: Record<Actor, number> = { editor: 200, reader: 200, otherOrg: 404, jobseeker: 403, staff: 200, anonymous: 401 };
    for (const actor of Object.keys(expected) as Actor[]) {
      const response = await send(actor, { method: 'GET', url: () => url });
      expect(response.statusCode, actor).toBe(expected[actor]);
    }
    const staffView = (await send('staff', { method: 'GET', url: () => url })).json();
    const ownView = (await send('editor', { method: 'GET', url: () => url })).json();
    expect(staffView).toEqual(ownView);
  });

  it('lists each organization its own roles; staff list every organization', async () => {
    const list = (actor: Actor, query = '') => send(actor, { method: 'GET', url: () => `/api/employer/role/${query}` });
    const uuids = async (actor: Actor, query = '') => (await list(actor, query)).json().results.map((item: { uuid: string }) => item.uuid);
    expect(await uuids('editor')).toContain(role.uuid);
    expect(await uuids('reader')).toContain(role.uuid);
    expect(await uuids('otherOrg')).toEqual([]);
    expect(await uuids('staff')).toContain(role.uuid);
    expect((await list('jobseeker')).statusCode).toBe(403);
    expect((await list('anonymous')).statusCode).toBe(401);
  });

  it('serves the job file to the organization and staff only', async () => {
    const url = `/api/uploaded-files/${fileId}/`;
    const expected: Record<Actor, number> = { editor: 200, reader: 200, otherOrg: 404, jobseeker: 404, staff: 200, anonymous: 401 };
    for (const actor of Object.keys(expected) as Actor[]) {
      const response = await send(actor, { method: 'GET', url: () => url });
      expect(response.statusCode, actor).toBe(expected[actor]);
      if (response.statusCode === 200) {
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toContain('attachment; filename="job.pdf"');
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    expect((await send('editor', { method: 'GET', url: () => '/api/uploaded-files/99999/' })).statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it('is written by staff only, and resolved by the editors and staff', async () => {
    const post = { method: 'POST' as const, url: () => '/api/employer/role-feedback/', payload: () => ({ role: role.uuid, body: 'More detail, please.' }) };
    const expectedPost: Record<Actor, number> = { editor: 403, reader: 403, otherOrg: 403, jobseeker: 403, staff: 201, anonymous: 401 };
    for (const actor of Object.keys(expectedPost) as Actor[]) expect((await send(actor, post)).statusCode, actor).toBe(expectedPost[actor]);

    const resolve = { method: 'PATCH' as const, url: () => `/api/employer/role-feedback/${feedbackId}/`, payload: () => ({ is_resolved: true }) };
    for (const [actor, status] of [
      ['reader', 403],
      ['otherOrg', 404],
      ['jobseeker', 403],
      ['anonymous', 401],
    ] as const) {
      expect((await send(actor, resolve)).statusCode, actor).toBe(status);
    }
    const open = (await getRole(t.app, editor.token, role.uuid)).json().feedback.find((item: { id: number }) => item.id === feedbackId);
    expect(open.is_resolved).toBe(false);
    expect((await send('editor', resolve)).json()).toMatchObject({ id: feedbackId, is_resolved: true });
    const reopen = await send('staff', { ...resolve, payload: () => ({ is_resolved: false }) });
    expect(reopen.json()).toMatchObject({ id: feedbackId, is_resolved: false, resolved_at: null });
  });
});
