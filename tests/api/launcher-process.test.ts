import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServerToExit, startServerProcess } from '../support/server-process';

// `npm start` as a supervisor meets it: one process to stop, whatever ends the launcher or the server. Embedded
// PGlite only (the data folder is what a left-behind server would hold); the PostgreSQL run skips it.
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-launcher-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', JWT_SECRET: '' };

/** The process `npm start` runs the server's bundle in (Linux lists a process's children per thread). */
function servingChildOf(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const serving = children.find((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dist/server/server.js'));
  expect(serving, 'the launcher runs the server in a child process').toBeDefined();
  return serving!;
}

/** Field 5 of /proc/<pid>/stat: the process group. */
function processGroupOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until `pid` has ended; the server's orderly stop has a 5 s grace for open requests, so 20 s is ample. */
async function ended(pid: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function signIn(url: string): Promise<number> {
  const response = await fetch(`${url}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'staff@demo.example.com', password: 'DemoStaff1234' }),
  });
  return response.status;
}

describe.skipIf(onPostgres || !fs.existsSync('/proc/self/stat'))('npm start as one process to stop', () => {
  it('stops the server when the launcher is killed with SIGKILL, ends the launcher with the server, and names the holder of a busy folder', async () => {
    const first = await startServerProcess(env, 'scripts/start.ts');
    const launcher = first.child.pid!;
    const server = servingChildOf(launcher);
    // One process group: a supervisor's kill of the launcher's group reaches the server too.
    expect(processGroupOf(server)).toBe(processGroupOf(launcher));
    expect(await signIn(first.url)).toBe(200);

    // A second start on the folder says who holds it, and exits non-zero.
    const second = await runServerToExit(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another marketplace process (pid ${server}) is already using the data folder`);

    // Before, the server went on with parent 1, holding the port and the data folder.
    // The server writes to the pipe it inherited from the launcher; the pipe closes when the server is gone.
    const outputClosed = new Promise((resolve) => first.child.stdout!.once('close', resolve));
    first.child.kill('SIGKILL');
    await outputClosed;
    await ended(server);
    expect(first.output()).toContain('The launcher closed: closing the server and the database');

    const restarted = await startServerProcess(env, 'scripts/start.ts');
    expect(await signIn(restarted.url)).toBe(200);
    const restartedServer = servingChildOf(restarted.child.pid!);
    const launcherExit = new Promise<number | null>((resolve) => restarted.child.once('exit', (code) => resolve(code)));
    process.kill(restartedServer, 'SIGKILL');
    // The launcher ends with the server, non-zero, so a supervisor sees the failure and starts it again.
    expect(await launcherExit).toBe(1);

    const third = await startServerProcess(env, 'scripts/start.ts');
    try {
      expect(await signIn(third.url)).toBe(200);
    } finally {
      expect(await third.stop()).toBe(0);
    }
    // A stop request to the launcher reaches the server once, through the channel: an orderly stop.
    expect(third.output()).toContain('Stopped.');
    // Three starts of the bundled server on a busy two-core machine (the first seeds the demo data).
  }, 300_000);
});
