import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { multipartBody } from '../support/multipart';
import { docxWith, pdfWith } from '../../support/resume-files';
import { auth, completeRole, createRole, getRole, patchRole, signUpEmployer, type Employee } from '../support/role-helpers';

let t: TestApp;
let employer: Employee;
beforeAll(async () => {
  t = await createTestApp();
  employer = await signUpEmployer(t.app, 'Records Prep Academy');
});
afterAll(() => t.close());

const post = (path: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: path, headers: auth(employer.token), payload });
const patch = (path: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: path, headers: auth(employer.token), payload });
const remove = (path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'DELETE', url: path, headers: auth(employer.token), ...(payload ? { payload } : {}) });

describe('language requirements', () => {
  it('adds, changes and removes a language on the role, with ids of their own', async () => {
    const role = await createRole(t.app, employer.token);
    const added = await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'spanish', role: 'required' });
    expect(added.statusCode, added.body).toBe(201);
    const record = added.json();
    expect(record).toEqual({ id: expect.any(Number), name: 'spanish', role: 'required' });
    const second = (await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'french', role: 'preferred' })).json();
    expect(second.id).toBeGreaterThan(record.id);
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toEqual([record, second]);

    const changed = await patch(`/api/employer/language-requirement/${record.id}/`, { role: 'preferred' });
    expect(changed.json()).toEqual({ ...record, role: 'preferred' });
    expect((await remove(`/api/employer/language-requirement/${record.id}/`)).statusCode).toBe(204);
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toEqual([second]);
    expect((await remove(`/api/employer/language-requirement/${record.id}/`)).statusCode).toBe(404);
    expect((await remove(`/api/employer/language-requirement/${second.id}/`)).statusCode).toBe(204);
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toBeNull();
  });

  it('refuses a repeated language, a bad value, a missing role and ids from the client', async () => {
    const role = await createRole(t.app, employer.token);
    await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'arabic', role: 'required' });
    const twice = await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'arabic', role: 'preferred' });
    expect(twice.json()).toEqual({ name: ['This role already lists this language; change that requirement instead.'], code: 'validation_failed' });
    const bad = await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'klingon', role: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['code', 'name', 'role']);
    const missing = await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'tagalog' });
    expect(missing.json()).toEqual({ role: ['Choose required or preferred'], code: 'validation_failed' });
    expect((await post('/api/employer/language-requirement/', { name: 'tagalog', role: 'required' })).json()).toEqual({
      role_uuid: ['Send the uuid of the role this is for, as role_uuid.'],
      code: 'validation_failed',
    });
    expect((await post('/api/employer/language-requirement/', { role_uuid: role.uuid, id: 5, name: 'tagalog', role: 'required' })).statusCode).toBe(400);
    expect((await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'tagalog', role: 'required', fluency: 'high' })).json()).toEqual({
      fluency: ['This field is not saved here.'],
      code: 'validation_failed',
    });
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toHaveLength(1);
  });
});

describe('skill requirements', () => {
  it('rates listed and custom skills from novice to expert', async () => {
    const role = await createRole(t.app, employer.token);
    const listed = await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, skill_id: 'curriculum_design', rating: 4 });
    expect(listed.statusCode, listed.body).toBe(201);
    expect(listed.json()).toEqual({ id: expect.any(Number), skill_id: 'curriculum_design', rating: 4 });
    const custom = await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, custom_skill: 'Grant writing', rating: 1 });
    expect(custom.json()).toMatchObject({ custom_skill: 'Grant writing', rating: 1 });
    const rerated = await patch(`/api/employer/skill-requirements/${listed.json().id}/`, { rating: 2 });
    expect(rerated.json()).toMatchObject({ skill_id: 'curriculum_design', rating: 2 });
    expect((await getRole(t.app, employer.token, role.uuid)).json().skills).toEqual([rerated.json(), custom.json()]);
    expect((await remove(`/api/employer/skill-requirements/${custom.json().id}/`)).statusCode).toBe(204);
  });

  it('needs a skill and a rating, once per skill', async () => {
    const role = await createRole(t.app, employer.token);
    const neither = await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, rating: 2 });
    expect(neither.statusCode).toBe(400);
    expect(JSON.stringify(neither.json())).toContain('Choose a skill from the list or name your own');
    const unrated = await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, skill_id: 'lesson_planning' });
    expect(unrated.json()).toEqual({ rating: ['Rate the level needed'], code: 'validation_failed' });
    const tooHigh = await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, skill_id: 'lesson_planning', rating: 9 });
    expect(tooHigh.json()).toHaveProperty('rating');
    await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, custom_skill: 'Budgeting', rating: 3 });
    const twice = await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, custom_skill: ' budgeting', rating: 2 });
    expect(twice.json()).toEqual({ custom_skill: ['This role already asks for this skill; change its rating instead.'], code: 'validation_failed' });
  });
});

describe('requirements at the spec paths, the id in the body (spec 001 §7.2)', () => {
  it('changes and removes a language requirement named by {id, …}', async () => {
    const role = await createRole(t.app, employer.token);
    const record = (await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'spanish', role: 'required' })).json();
    const other = (await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'french', role: 'required' })).json();
    const changed = await patch('/api/employer/language-requirement/', { id: record.id, role: 'preferred' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...record, role: 'preferred' });
    const removed = await remove('/api/employer/language-requirement/', { id: record.id });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toEqual([other]);
    // A client that cannot send a DELETE body names the id in the query string.
    expect((await remove(`/api/employer/language-requirement/?id=${other.id}`)).statusCode).toBe(204);
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toBeNull();
  });

  it('changes and removes a skill requirement named by {id, …}', async () => {
    const role = await createRole(t.app, employer.token);
    const listed = (await post('/api/employer/skill-requirements/', { role_uuid: role.uuid, skill_id: 'curriculum_design', rating: 4 })).json();
    const rerated = await patch('/api/employer/skill-requirements/', { id: listed.id, rating: 2 });
    expect(rerated.statusCode, rerated.body).toBe(200);
    expect(rerated.json()).toEqual({ ...listed, rating: 2 });
    expect((await remove('/api/employer/skill-requirements/', { id: listed.id })).statusCode).toBe(204);
    expect((await getRole(t.app, employer.token, role.uuid)).json().skills).toBeNull();
  });

  it('says what is wrong with a missing or unknown id and a bad change, and changes nothing', async () => {
    const role = await createRole(t.app, employer.token);
    const record = (await post('/api/employer/language-requirement/', { role_uuid: role.uuid, name: 'arabic', role: 'required' })).json();
    const noId = await patch('/api/employer/language-requirement/', { role: 'preferred' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toEqual({ id: ['Send the id of the language requirement, as id.'], code: 'validation_failed' });
    expect((await remove('/api/employer/skill-requirements/', { id: 'twelve' })).json()).toEqual({
      id: ['Send the id of the skill requirement, as id.'],
      code: 'validation_failed',
    });
    const unknown = await patch('/api/employer/language-requirement/', { id: 999_999_999, role: 'preferred' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No such language requirement.', code: 'not_found' });
    const bad = await patch('/api/employer/language-requirement/', { id: record.id, role: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('role');
    expect((await patch('/api/employer/language-requirement/', { id: record.id })).json()).toEqual({
      detail: 'Send at least one field to change.',
      code: 'validation_failed',
    });
    // Another organisation's requirement does not exist for this one.
    const other = await signUpEmployer(t.app, 'Elsewhere Academy');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: '/api/employer/language-requirement/',
      headers: auth(other.token),
      payload: { id: record.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await getRole(t.app, employer.token, role.uuid)).json().languages).toEqual([record]);
  });
});

describe('expertise skills', () => {
  it('adds, replaces and removes the skills of each functional area', async () => {
    const role = await createRole(t.app, employer.token);
    const added = await post('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 1, skill_id: 'curriculum_design' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ role_uuid: role.uuid, area: 1, skill_id: 'curriculum_design', skill_ids: ['curriculum_design'] });
    await post('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 1, skill_id: 'lesson_planning' });
    expect((await getRole(t.app, employer.token, role.uuid)).json().work_experience_preferences.functional_skills1).toEqual([
      'curriculum_design',
      'lesson_planning',
    ]);

    const twice = await post('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 1, skill_id: 'lesson_planning' });
    expect(twice.json()).toEqual({ skill_id: ['This skill is already chosen for this area.'], code: 'validation_failed' });
    const unknown = await post('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 2, skill_id: 'juggling' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toHaveProperty('skill_id');
    const badArea = await post('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 4, skill_id: 'lesson_planning' });
    expect(badArea.json()).toEqual({ area: ['Choose area 1, 2 or 3: the primary, secondary or tertiary functional area.'], code: 'validation_failed' });

    const replaced = await patch('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 2, skill_ids: ['differentiated_instruction'] });
    expect(replaced.json()).toEqual({ role_uuid: role.uuid, area: 2, skill_ids: ['differentiated_instruction'] });
    const six = (await t.app.inject({ method: 'GET', url: '/api/flows/role/', headers: auth(employer.token) }))
      .json()
      .flow.questions.functionalSkills3.schema.items.oneOf.slice(0, 6)
      .map((option: { const: string }) => option.const);
    const tooMany = await patch('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 3, skill_ids: six });
    expect(tooMany.json()).toEqual({ skill_ids: ['Choose at most 5 skills'], code: 'validation_failed' });

    expect((await remove('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 1, skill_id: 'curriculum_design' })).statusCode).toBe(204);
    const viaQuery = await remove(`/api/employer/expertise-skill/?role_uuid=${role.uuid}&area=1&skill_id=lesson_planning`);
    expect(viaQuery.statusCode).toBe(204);
    const body = (await getRole(t.app, employer.token, role.uuid)).json();
    expect(body.work_experience_preferences).toMatchObject({
      functional_skills1: null,
      functional_skills2: ['differentiated_instruction'],
      functional_skills3: null,
    });
    expect((await remove('/api/employer/expertise-skill/', { role_uuid: role.uuid, area: 1, skill_id: 'curriculum_design' })).statusCode).toBe(404);
  });
});

describe('job file', () => {
  const upload = (uuid: string, value: Buffer, fileName: string, token = employer.token) => {
    const form = multipartBody([{ name: 'file', value, fileName, contentType: 'application/octet-stream' }]);
    return t.app.inject({ method: 'POST', url: `/api/employer/role/${uuid}/job-file/`, headers: { ...auth(token), ...form.headers }, payload: form.payload });
  };
  const download = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(employer.token) });

  it('takes a PDF or a DOCX by its content, and the new one replaces the old', async () => {
    const role = await createRole(t.app, employer.token);
    const first = await upload(role.uuid, pdfWith(['Director of Curriculum', 'Responsibilities']), 'Director JD.pdf');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ id: expect.any(Number), file_name: 'Director JD.pdf', url: `/api/uploaded-files/${first.json().id}/` });
    expect((await getRole(t.app, employer.token, role.uuid)).json().job_file_upload).toEqual({
      id: first.json().id,
      file_name: 'Director JD.pdf',
      url: first.json().url,
    });

    // A Word document named .pdf is stored as what it is.
    const second = await upload(role.uuid, await docxWith(['Director of Curriculum']), 'renamed.pdf');
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().file_name).toBe('renamed.docx');
    const file = await download(second.json().url);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await download(first.json().url)).statusCode).toBe(404);
    expect((await getRole(t.app, employer.token, role.uuid)).json().job_file_upload.id).toBe(second.json().id);
  });

  it('refuses other kinds of file and files over 5 MB, keeping the one it has', async () => {
    const role = await createRole(t.app, employer.token);
    const kept = (await upload(role.uuid, pdfWith(['Kept']), 'kept.pdf')).json();
    const text = await upload(role.uuid, Buffer.from('just some text'), 'notes.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toMatch(/PDF or a Word \(\.docx\)/);
    const big = Buffer.concat([pdfWith(['Big']), Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(role.uuid, big, 'big.pdf');
    expect(large.statusCode).toBe(413);
    expect(large.json().detail).toMatch(/larger than 5 MB/);
    expect((await getRole(t.app, employer.token, role.uuid)).json().job_file_upload.id).toBe(kept.id);
    const notForm = await t.app.inject({
      method: 'POST',
      url: `/api/employer/role/${role.uuid}/job-file/`,
      headers: auth(employer.token),
      payload: { file: 'x' },
    });
    expect(notForm.statusCode).toBe(415);
  });

  it('is removed with its answer, and copied when the role is cloned', async () => {
    const role = await completeRole(t.app, employer.token);
    const stored = (await upload(role.uuid, pdfWith(['Copy me']), 'copy.pdf')).json();
    const clone = (await t.app.inject({ method: 'POST', url: `/api/employer/role/${role.uuid}/clone/`, headers: auth(employer.token) })).json();
    expect(clone.job_file_upload).toMatchObject({ file_name: 'copy.pdf' });
    expect(clone.job_file_upload.id).not.toBe(stored.id);
    expect((await download(clone.job_file_upload.url)).statusCode).toBe(200);

    const cleared = await patchRole(t.app, employer.token, role.uuid, { job_file_upload: null });
    expect(cleared.json().job_file_upload).toBeNull();
    expect((await download(stored.url)).statusCode).toBe(404);
    expect((await download(clone.job_file_upload.url)).statusCode).toBe(200);
  });
});

describe('uploaded files', () => {
  it('serves organization logos to anyone, inline', async () => {
    const [logo] = await t.database.db
      .insert(uploadedFiles)
      .values({
        purpose: 'logo',
        employerId: employer.employerId,
        fileName: 'logo.png',
        contentType: 'image/png',
        sizeBytes: 4,
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      })
      .returning();
    const response = await t.app.inject({ method: 'GET', url: `/api/uploaded-files/${logo!.id}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await t.app.inject({ method: 'GET', url: '/api/uploaded-files/abc/' })).statusCode).toBe(404);
    await t.database.db.delete(uploadedFiles).where(eq(uploadedFiles.id, logo!.id));
  });
});
