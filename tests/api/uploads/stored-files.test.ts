import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { pdfWith } from '../../support/resume-files';
import { resumes, users } from '../../../src/server/db/schema';
import { bytesInFolder } from '../../../src/server/uploads/file-bytes';

// Embedded PGlite keeps uploaded bytes in files of the data folder (issue 24 item 1); the rows name them.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-files-'));
const files = bytesInFolder(filesDir);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { files });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function uploadResume(token: string, bytes: Buffer) {
  const { payload, headers } = multipartBody([{ name: 'file', value: bytes, fileName: 'resume.pdf', contentType: 'application/pdf' }]);
  return t.app.inject({ method: 'POST', url: '/api/extract/resume', headers: { ...auth(token), ...headers }, payload });
}

/** Makes a file look older than the sweep's grace, as an hour later would. */
function age(name: string): void {
  const past = new Date(Date.now() - 60 * 60 * 1000);
  fs.utimesSync(path.join(filesDir, name), past, past);
}

describe('uploaded bytes kept in the data folder', () => {
  it('stores a resume as a file its row names, serves it back whole, and the sweep deletes it once its account is gone', async () => {
    const { token } = await signUpToken(t.app);
    const userId = decodeJwt(token).user_id as number;
    const bytes = pdfWith(['Maya Angelou', 'maya.angelou@example.org']);
    const upload = await uploadResume(token, bytes);
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().extracted).toMatchObject({ first_name: 'Maya', last_name: 'Angelou' });

    const [row] = await t.database.db.select().from(resumes).where(eq(resumes.id, upload.json().id));
    expect(row!.content).toBeNull();
    expect(row!.storedFile).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readFileSync(path.join(filesDir, row!.storedFile!)).equals(bytes)).toBe(true);

    const download = await t.app.inject({ method: 'GET', url: `/api/resumes/${row!.id}/file/`, headers: auth(token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);

    // A file still named by a row stays, however old; a young file no row names yet may be an upload in flight.
    const inFlight = (await files.keep(Buffer.from('%PDF-1.4 in flight'))).storedFile!;
    age(row!.storedFile!);
    expect(await files.sweep(t.database.db)).toBe(0);
    expect(fs.existsSync(path.join(filesDir, row!.storedFile!))).toBe(true);

    // Deleting the account cascades to its resume rows; the next sweep takes the file.
    await t.database.db.delete(users).where(eq(users.id, userId));
    expect(await files.sweep(t.database.db)).toBe(1);
    expect(fs.existsSync(path.join(filesDir, row!.storedFile!))).toBe(false);
    expect(fs.existsSync(path.join(filesDir, inFlight))).toBe(true);
    age(inFlight);
    expect(await files.sweep(t.database.db)).toBe(1);
    expect(fs.readdirSync(filesDir)).toEqual([]);
  });

  it('refuses a row that keeps its bytes twice or not at all', async () => {
    const { token } = await signUpToken(t.app);
    const userId = decodeJwt(token).user_id as number;
    const row = { userId, fileName: 'r.pdf', contentType: 'application/pdf', sizeBytes: 3, extracted: {}, uploadedAt: new Date() };
    await expect(t.database.db.insert(resumes).values({ ...row, content: null, storedFile: null })).rejects.toThrow();
    await expect(t.database.db.insert(resumes).values({ ...row, content: Buffer.from('abc'), storedFile: '0'.repeat(32) })).rejects.toThrow();
  });
});
