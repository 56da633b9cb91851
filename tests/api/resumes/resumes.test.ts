import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app';
import { GOOD_PASSWORD, login, signUpToken } from '../support/accounts';
import { multipartBody, type FormPart } from '../support/multipart';
import { docxWith, pdfWith } from '../../support/resume-files';
import { DOCX_CONTENT_TYPES, docxArchive, zipArchive } from '../../support/zip-archive';
import { resumes } from '../../../src/server/db/schema';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staffToken = (await login(t.app, 'staff@demo.example.com', 'DemoStaff1234')).json().token;
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const RESUME_LINES = [
  'Maya Angelou',
  'maya.angelou@example.org',
  '(212) 555-0123',
  'Experience',
  'Principal, Lincoln High School, 2018 – Present',
  'Education',
  'Howard University, B.A. English',
];

const EXTRACTED = {
  first_name: 'Maya',
  last_name: 'Angelou',
  email: 'maya.angelou@example.org',
  phone_number: '2125550123',
  recent_experience: { name: 'Lincoln High School', job_title: 'Principal', start_date: '2018-01-01', currently_at_job: true },
  education: [{ school: 'Howard University', degree: 'ba', field_of_study: 'english_literature' }],
};

/** What the upload answers for RESUME_LINES: the details above and the years since 2018 by the test clock (Nov 2026). */
const READ = { ...EXTRACTED, years_full_time_experience: 8 };

/** A new job seeker whose answers lead to the education step. */
async function jobseeker() {
  const { token } = await signUpToken(t.app);
  const id = decodeJwt(token).user_id as number;
  const level = await t.app.inject({ method: 'PATCH', url: `/api/profile/${id}/`, headers: auth(token), payload: { highest_education_level: 'graduate' } });
  expect(level.statusCode, level.body).toBe(200);
  return { token, id };
}

function upload(token: string, value: Buffer, fileName = 'resume.pdf', contentType = 'application/pdf', field = 'file') {
  const parts: FormPart[] = [{ name: field, value, fileName, contentType }];
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: { ...auth(token), ...headers }, payload });
}

function confirm(token: string, id: number, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: `/api/extract/resume/${id}/`, headers: auth(token), payload });
}

function download(token: string, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/resumes/${id}/file/`, headers: auth(token) });
}

async function answers(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/my-answers/jobseeker/', headers: auth(token) });
  return response.json().answers as Record<string, unknown>;
}

async function storedFiles(userId: number) {
  return t.database.db.select({ id: resumes.id, confirmedAt: resumes.confirmedAt }).from(resumes).where(eq(resumes.userId, userId));
}

describe('resume upload', () => {
  it('keeps a PDF, reads its details, and saves the resume answer', async () => {
    const me = await jobseeker();
    const file = pdfWith(RESUME_LINES);
    const response = await upload(me.token, file, 'Maya Angelou resume.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      file_name: 'Maya Angelou resume.pdf',
      url: `/api/resumes/${body.id}/file/`,
      uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      content_type: 'application/pdf',
      size_bytes: file.length,
      extracted: READ,
      completed_sections: expect.any(Array),
    });
    expect((await answers(me.token)).resume).toEqual({ id: body.id, file_name: 'Maya Angelou resume.pdf', url: body.url, uploaded_at: body.uploaded_at });

    const got = await download(me.token, body.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Maya Angelou resume.pdf"; filename*=UTF-8''Maya%20Angelou%20resume.pdf`);
    expect(got.rawPayload.equals(file)).toBe(true);
  });

  it('keeps a DOCX and reads its details', async () => {
    const me = await jobseeker();
    const file = await docxWith(RESUME_LINES);
    const response = await upload(me.token, file, 'cv.docx', 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      file_name: 'cv.docx',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extracted: READ,
    });
    expect((await answers(me.token)).resume).toMatchObject({ id: response.json().id, file_name: 'cv.docx' });
    expect((await download(me.token, response.json().id)).rawPayload.equals(file)).toBe(true);
  });

  it('decides the type by content: a renamed file is refused and nothing is stored', async () => {
    const me = await jobseeker();
    const text = await upload(me.token, Buffer.from('Maya Angelou\nPrincipal'), 'resume.pdf', 'application/pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('This file is not a PDF or a Word (.docx) document. Upload your resume as a PDF or DOCX.');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    expect((await upload(me.token, png, 'resume.pdf')).statusCode).toBe(415);
    const zip = new JSZip();
    zip.file('notes.txt', 'not a Word document');
    expect((await upload(me.token, await zip.generateAsync({ type: 'nodebuffer' }), 'resume.docx')).statusCode).toBe(415);
    const doc = await upload(
      me.token,
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
      'resume.doc',
      'application/msword',
    );
    expect(doc.statusCode).toBe(415);
    expect(doc.json().detail).toBe("Word 97–2003 (.doc) files can't be read; save it as PDF or DOCX and upload that.");
    // A PDF sent under another name is kept as the PDF it is.
    const renamed = await upload(me.token, pdfWith(['Ada Lovelace']), 'resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(renamed.json()).toMatchObject({ file_name: 'resume.pdf', content_type: 'application/pdf' });
    expect(await storedFiles(me.id)).toHaveLength(1);
  });

  it('refuses files over 5 MB, empty files, and bodies that are not a form', async () => {
    const me = await jobseeker();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(me.token, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe('The file is larger than 5 MB. Save a smaller PDF or DOCX and try again.');
    const empty = await upload(me.token, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('The file is empty. Choose your resume file and try again.');
    expect((await upload(me.token, pdfWith(['x']), 'resume.pdf', 'application/pdf', 'resume')).statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: auth(me.token), payload: { file: 'resume.pdf' } });
    expect(json.statusCode).toBe(415);
    expect(await storedFiles(me.id)).toHaveLength(0);
    expect((await answers(me.token)).resume).toBeUndefined();
  });

  it('stores a PDF with no text layer, or one it cannot read, with nothing extracted', async () => {
    const me = await jobseeker();
    const scanned = await upload(me.token, pdfWith([]));
    expect(scanned.statusCode, scanned.body).toBe(201);
    expect(scanned.json().extracted).toEqual({});
    const broken = await upload(me.token, Buffer.from('%PDF-1.7\nthis is not really a PDF'));
    expect(broken.statusCode, broken.body).toBe(201);
    expect(broken.json().extracted).toEqual({});
    expect((await answers(me.token)).resume).toMatchObject({ id: broken.json().id });
  });

  it('keeps a DOCX whose text would take too much memory to read, with nothing extracted', async () => {
    const me = await jobseeker();
    const paragraph = '<w:p><w:r><w:t>Maya Angelou, principal</w:t></w:r></w:p>';
    const document = `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph.repeat(60_000)}</w:body></w:document>`;
    const huge = zipArchive([
      { name: '[Content_Types].xml', content: Buffer.from(DOCX_CONTENT_TYPES) },
      { name: 'word/document.xml', content: Buffer.from(document) },
    ]);
    const response = await upload(me.token, huge, 'cv.docx');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().extracted).toEqual({});
  });

  it('lets only job seekers upload', async () => {
    const { token } = await signUpToken(t.app, { user_type: 'employee', organization: 'KIPP' });
    expect((await upload(token, pdfWith(RESUME_LINES))).statusCode).toBe(403);
    const { payload, headers } = multipartBody([{ name: 'file', value: pdfWith(RESUME_LINES), fileName: 'r.pdf' }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/extract/resume', headers, payload })).statusCode).toBe(401);
  });

  it('replaces the resume on a new upload and deletes the file it replaced', async () => {
    const me = await jobseeker();
    const first = (await upload(me.token, pdfWith(RESUME_LINES))).json().id as number;
    const second = await upload(me.token, await docxWith(['Ada Lovelace']), 'new.docx');
    expect(second.statusCode).toBe(201);
    expect((await answers(me.token)).resume).toMatchObject({ id: second.json().id, file_name: 'new.docx' });
    expect((await download(me.token, first)).statusCode).toBe(404);
    expect((await confirm(me.token, first, { phone_number: '2125550123' })).statusCode).toBe(404);
    expect((await storedFiles(me.id)).map((row) => row.id)).toEqual([second.json().id]);
  });

  it('refuses a DOCX that expands past 40 MB or has too many parts, without storing it', async () => {
    const me = await jobseeker();
    // 41 MB of text deflated to ~40 kB: the kind of "zip bomb" that used to be accepted and inflated whole.
    const bomb = await upload(me.token, docxArchive([{ name: 'word/media/big.xml', content: Buffer.alloc(41 * 1024 * 1024, 0x20) }]), 'cv.docx');
    expect(bomb.statusCode, bomb.body).toBe(413);
    expect(bomb.json().detail).toBe('The document expands to more than 40 MB when opened. Upload a smaller DOCX, or save it as PDF.');
    // The same, lying: it declares a few bytes and inflates to 6 MB.
    const liar = await upload(me.token, docxArchive([{ name: 'word/a.xml', content: Buffer.alloc(6 * 1024 * 1024, 0x20), declaredSize: 10 }]), 'cv.docx');
    expect(liar.statusCode, liar.body).toBe(413);
    expect(liar.json().detail).toMatch(/expands to more than it declares/);
    const parts = Array.from({ length: 1001 }, (_, i) => ({ name: `word/p${i}.xml`, content: Buffer.from('<p/>') }));
    const many = await upload(me.token, docxArchive(parts), 'cv.docx');
    expect(many.statusCode, many.body).toBe(413);
    expect(many.json().detail).toMatch(/more than 1000 parts/);
    expect(await storedFiles(me.id)).toHaveLength(0);
  });

  it('refuses two files in one request and keeps neither', async () => {
    const me = await jobseeker();
    const { payload, headers } = multipartBody([
      { name: 'file', value: pdfWith(RESUME_LINES), fileName: 'a.pdf' },
      { name: 'file', value: pdfWith(RESUME_LINES), fileName: 'b.pdf' },
    ]);
    const two = await t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: { ...auth(me.token), ...headers }, payload });
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json()).toEqual({ detail: 'Send one file at a time.', code: 'validation_failed' });
    expect(await storedFiles(me.id)).toHaveLength(0);
  });

  it('deletes the stored file when the resume is removed from the profile', async () => {
    const me = await jobseeker();
    const id = (await upload(me.token, pdfWith(RESUME_LINES))).json().id as number;
    const removed = await t.app.inject({ method: 'PATCH', url: `/api/profile/${me.id}/`, headers: auth(me.token), payload: { resume: null } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await answers(me.token)).resume).toBeUndefined();
    expect(await storedFiles(me.id)).toHaveLength(0);
    expect((await download(me.token, id)).statusCode).toBe(404);
  });

  it('deletes the files with the account', async () => {
    const me = await jobseeker();
    expect((await upload(me.token, pdfWith(RESUME_LINES))).statusCode).toBe(201);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/user/${me.id}/`, headers: auth(me.token), payload: { password: GOOD_PASSWORD } });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await storedFiles(me.id)).toHaveLength(0);
  });
});

describe('resume file download', () => {
  it('serves the file to its owner and staff only, with a safe file name', async () => {
    const me = await jobseeker();
    const other = await jobseeker();
    const file = pdfWith(RESUME_LINES);
    const id = (await upload(me.token, file, 'C:\\Users\\maya\\Résumé (final) 100%.pdf')).json().id as number;
    const mine = await download(me.token, id);
    expect(mine.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ (final) 100_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20100%25.pdf`,
    );
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(other.token, id)).statusCode).toBe(404);
    const staff = await download(staffToken, id);
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(file)).toBe(true);
    expect((await download(me.token, id + 100_000)).statusCode).toBe(404);
    expect((await download(me.token, 0)).statusCode).toBe(404);
    expect((await download(me.token, 9_999_999_999)).statusCode).toBe(404);
  });
});

describe('confirming an extraction', () => {
  it('saves the phone number, the most recent role and education records', async () => {
    const me = await jobseeker();
    const id = (await upload(me.token, pdfWith(RESUME_LINES))).json().id as number;
    const response = await confirm(me.token, id, {
      ...EXTRACTED,
      phone_number: '(212) 555-0199',
      education: [{ ...EXTRACTED.education[0], degree: 'ba', graduation_year: 1951 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id,
      confirmed_at: expect.any(String),
      saved: {
        phone_number: '2125550199',
        recent_experience: { id: expect.any(Number), ...EXTRACTED.recent_experience, end_date: null, most_recent_role: true },
        education: [{ id: expect.any(Number), school: 'Howard University', degree: 'ba', field_of_study: 'english_literature', graduation_year: 1951 }],
      },
      held: { education: [] },
      completed_sections: expect.any(Array),
    });
    const stored = await answers(me.token);
    expect(stored.phone_number).toBe('2125550199');
    expect(stored.recent_experience).toEqual(body.saved.recent_experience);
    expect(stored.education).toEqual(body.saved.education);
    expect((await storedFiles(me.id))[0]!.confirmedAt).toBeInstanceOf(Date);

    // Confirming again adds no second copy of the same degree.
    const again = await confirm(me.token, id, { education: body.saved.education.map(({ id: _id, ...record }: Record<string, unknown>) => record) });
    expect(again.statusCode, again.body).toBe(200);
    expect((await answers(me.token)).education).toEqual(body.saved.education);
  });

  it("refuses bad values with the schema's messages and changes nothing", async () => {
    const me = await jobseeker();
    const id = (await upload(me.token, pdfWith(RESUME_LINES))).json().id as number;
    const before = await answers(me.token);
    const bad = await confirm(me.token, id, {
      phone_number: '555-0123',
      recent_experience: { name: 'Lincoln High School', start_date: 'last year' },
      education: [{ school: 'Howard University', degree: 'wizard', field_of_study: 'english_literature' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      phone_number: ['Enter a 10-digit US phone number, area code first'],
      'recent_experience.job_title': ['Enter your job title'],
      'recent_experience.start_date': ['Enter the start date as YYYY-MM-DD'],
      'education.0.degree': ['Choose your degree from the list'],
      code: 'validation_failed',
    });
    const missingTitle = await confirm(me.token, id, { phone_number: '2125550123', recent_experience: { name: 'Lincoln High School' } });
    expect(missingTitle.json()).toEqual({ 'recent_experience.job_title': ['Enter your job title'], code: 'validation_failed' });
    expect((await confirm(me.token, id, { recent_experience: { id: 5, name: 'A', job_title: 'B' }, salary: 1 })).json()).toEqual({
      'recent_experience.id': ['The server assigns record ids; leave id out.'],
      salary: ['This field is not saved here.'],
      code: 'validation_failed',
    });
    expect(await answers(me.token)).toEqual(before);
    expect((await storedFiles(me.id))[0]!.confirmedAt).toBeNull();
  });

  it("finds another person's resume not there, and changes nothing", async () => {
    const me = await jobseeker();
    const other = await jobseeker();
    const theirs = (await upload(other.token, pdfWith(RESUME_LINES))).json().id as number;
    const before = await answers(me.token);
    const response = await confirm(me.token, theirs, { phone_number: '2125550123' });
    expect(response.statusCode).toBe(404);
    expect(await answers(me.token)).toEqual(before);
    expect((await storedFiles(other.id))[0]!.confirmedAt).toBeNull();
    const { token: employer } = await signUpToken(t.app, { user_type: 'employee', organization: 'KIPP' });
    expect((await confirm(employer, theirs, {})).statusCode).toBe(403);
  });

  it('keeps degrees the earlier answers do not reach yet, saves the rest, and offers them on the education step (issue 23 item 1)', async () => {
    // As at sign-up with a resume: nothing is answered yet, so the education step is not on the path.
    const { token } = await signUpToken(t.app);
    const userId = decodeJwt(token).user_id as number;
    const id = (await upload(token, pdfWith(RESUME_LINES))).json().id as number;
    const record = { school: 'Howard University', degree: 'ba', field_of_study: 'english_literature' };
    const unread = { school: 'Hampton University' };
    const response = await confirm(token, id, { phone_number: '2125550123', recent_experience: EXTRACTED.recent_experience, education: [record, unread] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().held).toEqual({ education: [record, unread] });
    const stored = await answers(token);
    expect(stored.phone_number).toBe('2125550123');
    expect(stored.recent_experience).toMatchObject({ name: 'Lincoln High School', job_title: 'Principal' });
    expect(stored.education).toBeUndefined();

    const held = await t.app.inject({ method: 'GET', url: '/api/extract/resume/held/', headers: auth(token) });
    expect(held.json()).toEqual({ resume_id: id, education: [record, unread] });

    // Once the level leads to the education step, the held degree is added there with the same call.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/profile/${userId}/`, headers: auth(token), payload: { highest_education_level: 'graduate' } }))
        .statusCode,
    ).toBe(200);
    const placed = await confirm(token, id, { education: [record] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await answers(token)).education).toEqual([{ id: expect.any(Number), ...record }]);
    // The one the resume named without a degree waits until the person enters it or lets it go.
    expect((await t.app.inject({ method: 'GET', url: '/api/extract/resume/held/', headers: auth(token) })).json()).toEqual({
      resume_id: id,
      education: [unread],
    });
    const dismissed = await t.app.inject({ method: 'DELETE', url: `/api/extract/resume/${id}/held/`, headers: auth(token) });
    expect(dismissed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/extract/resume/held/', headers: auth(token) })).json()).toEqual({ resume_id: id, education: [] });
  });

  it('holds degrees a "high school" answer skips, rather than refusing the phone number with them', async () => {
    const me = await jobseeker();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/profile/${me.id}/`, headers: auth(me.token), payload: { highest_education_level: 'high_school' } }))
        .statusCode,
    ).toBe(200);
    const id = (await upload(me.token, pdfWith(RESUME_LINES))).json().id as number;
    const record = { school: 'Howard University', degree: 'ba', field_of_study: 'english_literature' };
    const response = await confirm(me.token, id, { phone_number: '2125550123', education: [record, { ...record, school: 'Columbia University' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().held.education).toHaveLength(2);
    expect((await answers(me.token)).phone_number).toBe('2125550123');
    // A held degree's own values are still checked, and a refusal changes nothing.
    const bad = await confirm(me.token, id, { phone_number: '2125550199', education: [{ school: 'Howard University', degree: 'wizard' }] });
    expect(bad.json()).toEqual({ 'education.0.degree': ['Choose your degree from the list'], code: 'validation_failed' });
    expect((await answers(me.token)).phone_number).toBe('2125550123');
  });

  it('keeps the most recent role the person typed, with its own answers; a different role joins the other roles (issue 23 item 5)', async () => {
    const me = await jobseeker();
    const typed = { name: 'Lincoln High School', job_title: 'Principal', related_to_education: true, education_type: 'charter' };
    const earlier = await t.app.inject({ method: 'POST', url: '/api/my-experience/', headers: auth(me.token), payload: { ...typed, most_recent_role: true } });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const id = (await upload(me.token, pdfWith(RESUME_LINES))).json().id as number;
    // The same role: only the dates the person left blank come from the resume.
    const same = await confirm(me.token, id, { recent_experience: EXTRACTED.recent_experience });
    expect(same.statusCode, same.body).toBe(200);
    expect((await answers(me.token)).recent_experience).toEqual({
      ...typed,
      id: earlier.json().id,
      most_recent_role: true,
      start_date: '2018-01-01',
      currently_at_job: true,
      end_date: null,
    });
    // A different role never replaces it.
    const other = await confirm(me.token, id, { recent_experience: { name: 'DCPS', job_title: 'Teacher', start_date: '2012-09-01' } });
    expect(other.statusCode, other.body).toBe(200);
    const stored = await answers(me.token);
    expect(stored.recent_experience).toMatchObject({ ...typed, id: earlier.json().id });
    expect(stored.work_experience).toEqual([{ id: expect.any(Number), name: 'DCPS', job_title: 'Teacher', start_date: '2012-09-01', most_recent_role: false }]);
    expect((await confirm(me.token, id, { recent_experience: { name: 'DCPS', job_title: 'Teacher' } })).statusCode).toBe(200);
    expect((await answers(me.token)).work_experience).toHaveLength(1);
  });
});

describe('POST /api/extract/resume/contact/ (sign-up with a resume)', () => {
  function readContact(value: Buffer, fileName = 'resume.pdf', contentType = 'application/pdf') {
    const { payload, headers } = multipartBody([{ name: 'file', value, fileName, contentType }]);
    return t.app.inject({ method: 'POST', url: '/api/extract/resume/contact/', headers, payload });
  }

  it('reads the name and e-mail from a PDF or DOCX for a visitor, and stores nothing', async () => {
    const before = (await t.database.db.select({ id: resumes.id }).from(resumes)).length;
    const pdf = await readContact(pdfWith(RESUME_LINES), 'Maya Angelou CV.pdf');
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toEqual({ file_name: 'Maya Angelou CV.pdf', first_name: 'Maya', last_name: 'Angelou', email: 'maya.angelou@example.org' });
    const docx = await readContact(await docxWith(RESUME_LINES), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx.json()).toMatchObject({ first_name: 'Maya', email: 'maya.angelou@example.org' });
    expect((await t.database.db.select({ id: resumes.id }).from(resumes)).length).toBe(before);
  });

  it('answers nulls for what it could not read, and a 415 with the way on for a file that is not a resume', async () => {
    const unread = await readContact(pdfWith(['Curriculum vitae']));
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toMatchObject({ first_name: null, last_name: null, email: null });
    const image = await readContact(Buffer.from('\x89PNG\r\n\x1a\n0000000000000000'), 'photo.png', 'image/png');
    expect(image.statusCode).toBe(415);
    expect(image.json().detail).toBe('This file is not a PDF or a Word (.docx) document. Upload your resume as a PDF or DOCX.');
  });
});

describe('a LinkedIn address as resumes print it (issue 23 item 13)', () => {
  it('takes linkedin.com/in/… without its protocol as https://…, and still refuses other sites', async () => {
    const me = await jobseeker();
    const save = (linkedin_url: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/social-accounts/${me.id}/`, headers: auth(me.token), payload: { linkedin_url } });
    const bare = await save(' www.linkedin.com/in/mary-jackson ');
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await answers(me.token)).linkedin_url).toBe('https://www.linkedin.com/in/mary-jackson');
    expect((await save('linkedin.com/in/mary-jackson/')).statusCode).toBe(200);
    expect((await answers(me.token)).linkedin_url).toBe('https://linkedin.com/in/mary-jackson/');
    const elsewhere = await save('example.com/in/mary');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({
      linkedin_url: ['Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name'],
      code: 'validation_failed',
    });
    expect((await answers(me.token)).linkedin_url).toBe('https://linkedin.com/in/mary-jackson/');
  });
});
