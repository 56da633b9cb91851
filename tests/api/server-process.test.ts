import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerToExit, startServerProcess } from '../support/server-process';

// The server as `npm start` runs it, on embedded PGlite in a data folder of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-data-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', JWT_SECRET: '' };

async function post(url: string, body: object) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the server process on embedded PGlite', () => {
  it('seeds demo accounts once, refuses a second server on the folder, and keeps every row over a restart', async () => {
    const first = await startServerProcess(env);
    try {
      expect(first.output()).toContain('jobseeker@demo.example.com');
      const demo = await post(`${first.url}/login/`, { email: 'staff@demo.example.com', password: 'DemoStaff1234' });
      expect(demo.status).toBe(200);
      const signUp = await post(`${first.url}/api/user/`, {
        first_name: 'Rosa',
        last_name: 'Parks',
        email: 'rosa@school.example.org',
        password: 'Montgomery1955',
        user_type: 'jobseeker',
      });
      expect(signUp.status).toBe(201);

      const second = await runServerToExit(env);
      expect(second.code).toBe(1);
      expect(second.output).toContain('already using the data folder');
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(first.output()).toContain('closing the server and the database');
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(true);

    const restarted = await startServerProcess(env);
    try {
      expect(restarted.output()).not.toContain('Demo accounts');
      const login = await post(`${restarted.url}/login/`, { email: 'rosa@school.example.org', password: 'Montgomery1955' });
      expect(login.status).toBe(200);
    } finally {
      await restarted.stop();
    }
  });

  it('starts at once on the same folder after the server was killed with SIGKILL, with every account', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-crash-'));
    const crashEnv = { ...env, DATA_DIR: dir };
    try {
      const first = await startServerProcess(crashEnv);
      const signUp = await post(`${first.url}/api/user/`, {
        first_name: 'Ida',
        last_name: 'Wells',
        email: 'ida@school.example.org',
        password: 'Memphis18921892',
        user_type: 'jobseeker',
      });
      expect(signUp.status).toBe(201);
      const exited = new Promise((resolve) => first.child.once('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;

      // Before, the dead server's lock made this start refuse for ~26 s (until it went stale).
      const restartedAt = Date.now();
      const restarted = await startServerProcess(crashEnv);
      try {
        const login = await post(`${restarted.url}/login/`, { email: 'ida@school.example.org', password: 'Memphis18921892' });
        expect(login.status).toBe(200);
        console.log(`restart after SIGKILL: listening and signed in after ${Date.now() - restartedAt} ms`);
      } finally {
        expect(await restarted.stop()).toBe(0);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two starts of a compiled-on-the-fly server on a busy two-core machine; the restart itself waits on no lock.
  }, 120_000);

  it('refuses to start in production without a strong JWT_SECRET, naming the setting', async () => {
    const result = await runServerToExit({ ...env, NODE_ENV: 'production', JWT_SECRET: 'short', PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('JWT_SECRET must be set to at least 32 bytes');
    expect(result.output).toContain('PORT must be a whole number');
  });
});

describe('npm start', () => {
  it('builds a stale web app, then starts outside production and serves the page', async () => {
    // A source newer than the last build makes the start script build first, as after a fresh clone.
    const now = new Date();
    fs.utimesSync(path.resolve(import.meta.dirname, '../../index.html'), now, now);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-start-'));
    const server = await startServerProcess({ ...env, DATA_DIR: dir, NODE_ENV: '' }, 'scripts/start.ts');
    try {
      expect(server.output()).toContain('Building the web app');
      expect(server.output()).toContain('jobseeker@demo.example.com');
      const page = await fetch(`${server.url}/login`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
