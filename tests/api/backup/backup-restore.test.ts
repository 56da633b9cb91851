import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfWith } from '../../support/resume-files';
import { startServerProcess } from '../../support/server-process';

const root = path.resolve(import.meta.dirname, '../../..');
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-backup-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

// Production: no demo data to seed, so each server starts in seconds even on a busy machine.
const baseEnv = { DATABASE_URL: '', NODE_ENV: 'production', JWT_SECRET: crypto.randomBytes(32).toString('base64url') };
/** A server start on a two-core machine shared with other suites has taken over 120 s (load average 26). */
const START_DEADLINE_MS = 240_000;
const rosa = { email: 'rosa@school.example.org', password: 'Montgomery1955' };

/** `npm run backup` or `npm run restore`, as an operator runs it: its exit code and what it printed. */
function runScript(script: 'backup' | 'restore', folder: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, `scripts/${script}.ts`), folder], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

async function post(url: string, body: object, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const resume = pdfWith(['Rosa Parks', rosa.email]);

/** Rosa signs up and uploads her résumé: an account and an uploaded file for the backup to keep. */
async function rosaSignsUpWithResume(url: string): Promise<string> {
  expect((await post(`${url}/api/user/`, { ...rosa, first_name: 'Rosa', last_name: 'Parks', user_type: 'jobseeker' })).status).toBe(201);
  const token = String((await post(`${url}/login/`, rosa)).body.token);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), 'resume.pdf');
  const upload = await fetch(`${url}/api/extract/resume`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(upload.status).toBe(201);
  return token;
}

/** The résumé Rosa downloads with `token`: the very bytes she uploaded before the backup. */
async function rosasResume(url: string, token: string): Promise<Buffer> {
  const headers = { authorization: `Bearer ${token}` };
  const held = (await (await fetch(`${url}/api/extract/resume/held/`, { headers })).json()) as { resume_id: number | null };
  expect(held.resume_id).not.toBeNull();
  const file = await fetch(`${url}/api/resumes/${held.resume_id}/file/`, { headers });
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

async function onPostgresServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.skipIf(onPostgres)('npm run backup and npm run restore on embedded PGlite', () => {
  it('backs up the database and the uploaded files while the server runs, and a fresh folder restored from it signs in', async () => {
    const source = { ...baseEnv, DATA_DIR: path.join(work, 'source') };
    const backup = path.join(work, 'pglite-backup');
    const server = await startServerProcess(source, undefined, START_DEADLINE_MS);
    let token: string;
    try {
      token = await rosaSignsUpWithResume(server.url);
      const taken = await runScript('backup', backup, source);
      expect(taken.output).toContain('from the running server');
      expect(taken.code).toBe(0);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const uploaded = fs.readdirSync(path.join(source.DATA_DIR, 'files'));
    expect(uploaded.length).toBeGreaterThan(0);

    const restoredEnv = { ...baseEnv, DATA_DIR: path.join(work, 'restored') };
    const restored = await runScript('restore', backup, restoredEnv);
    expect(restored.output).toContain(`Restored the embedded database and ${uploaded.length} uploaded files`);
    expect(restored.code).toBe(0);
    expect(fs.readdirSync(path.join(restoredEnv.DATA_DIR, 'files')).sort()).toEqual(uploaded.sort());
    // A folder that already holds a database is never overwritten.
    const again = await runScript('restore', backup, restoredEnv);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a database');

    const restoredServer = await startServerProcess(restoredEnv, undefined, START_DEADLINE_MS);
    try {
      expect((await post(`${restoredServer.url}/login/`, rosa)).status).toBe(200);
      // A session from before the backup still works, and reads the very file uploaded.
      expect(await rosasResume(restoredServer.url, token)).toEqual(Buffer.from(resume));
    } finally {
      expect(await restoredServer.stop()).toBe(0);
    }
    // Two server starts and a backup on a busy two-core machine.
  }, 900_000);
});

describe.skipIf(!onPostgres)('npm run backup and npm run restore on PostgreSQL', () => {
  it('backs up with pg_dump while the server runs, and an empty database restored from it signs in', async () => {
    const suffix = crypto.randomBytes(6).toString('hex');
    const [sourceDb, restoredDb] = [`marketplace_backup_${suffix}`, `marketplace_restored_${suffix}`];
    await onPostgresServer(`CREATE DATABASE ${sourceDb}`);
    await onPostgresServer(`CREATE DATABASE ${restoredDb}`);
    try {
      const source = { ...baseEnv, DATABASE_URL: databaseUrl(sourceDb), DATA_DIR: path.join(work, 'pg-source') };
      const backup = path.join(work, 'postgres-backup');
      const server = await startServerProcess(source, undefined, START_DEADLINE_MS);
      try {
        await rosaSignsUpWithResume(server.url);
        const taken = await runScript('backup', backup, source);
        expect(taken.output).toContain('Backed up the PostgreSQL database');
        expect(taken.code).toBe(0);
      } finally {
        expect(await server.stop()).toBe(0);
      }

      const restoredEnv = { ...baseEnv, DATABASE_URL: databaseUrl(restoredDb), DATA_DIR: path.join(work, 'pg-restored') };
      const restored = await runScript('restore', backup, restoredEnv);
      expect(restored.output).toContain('Restored the PostgreSQL database');
      expect(restored.code).toBe(0);
      // A database that already holds tables is never restored over.
      const again = await runScript('restore', backup, restoredEnv);
      expect(again.code).toBe(1);
      expect(again.output).toContain('Restore into a new, empty database');

      const restoredServer = await startServerProcess(restoredEnv, undefined, START_DEADLINE_MS);
      try {
        const login = await post(`${restoredServer.url}/login/`, rosa);
        expect(login.status).toBe(200);
        expect(await rosasResume(restoredServer.url, String(login.body.token))).toEqual(Buffer.from(resume));
      } finally {
        expect(await restoredServer.stop()).toBe(0);
      }
    } finally {
      await onPostgresServer(`DROP DATABASE IF EXISTS ${sourceDb} WITH (FORCE)`);
      await onPostgresServer(`DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`);
    }
  }, 900_000);
});
