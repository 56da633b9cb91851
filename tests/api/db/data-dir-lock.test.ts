import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../../src/server/db/data-dir-lock';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A data folder whose lock was left by the process `pid`, as a server killed with SIGKILL leaves it. */
function folderLockedBy(pid: number, overrides: Record<string, unknown> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lock-'));
  dirs.push(dir);
  const lock = path.join(dir, 'server.lock');
  fs.mkdirSync(lock);
  const stat = fs.statSync(lock);
  const owner = { pid, hostname: os.hostname(), processStart: null, lockIno: stat.ino, lockBirth: Math.round(stat.birthtimeMs), ...overrides };
  fs.writeFileSync(path.join(dir, 'server.lock.owner.json'), JSON.stringify(owner));
  return dir;
}

/** A process that has exited: its pid is free. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the PGlite data folder lock', () => {
  it('takes over at once a fresh lock whose process is gone', async () => {
    const dir = folderLockedBy(await deadPid());
    const started = Date.now();
    const release = await lockDataDir(dir, () => undefined);
    expect(Date.now() - started).toBeLessThan(2_000);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, 'server.lock.owner.json'), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    await release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses while the process holding the lock runs, or when it cannot tell', async () => {
    const live = spawn('sleep', ['30']);
    try {
      const refusal = lockDataDir(folderLockedBy(live.pid!), () => undefined);
      await expect(refusal).rejects.toBeInstanceOf(DataDirInUseError);
      // The refusal names the process to stop.
      await expect(refusal).rejects.toThrow(`Another marketplace process (pid ${live.pid}) is already using the data folder`);
      // Another machine's pid says nothing here; that lock goes stale only when it stops being refreshed.
      await expect(lockDataDir(folderLockedBy(await deadPid(), { hostname: 'another-host' }), () => undefined)).rejects.toBeInstanceOf(DataDirInUseError);
      // A record left from an earlier lock (another directory) is not trusted.
      await expect(lockDataDir(folderLockedBy(await deadPid(), { lockIno: 1 }), () => undefined)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      live.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid now belongs to another process', async () => {
    if (!fs.existsSync('/proc/self/stat')) return;
    const other = spawn('sleep', ['30']);
    try {
      const release = await lockDataDir(folderLockedBy(other.pid!, { processStart: '1' }), () => undefined);
      await release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('lets two locks in turn use one folder, and refuses a second holder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir, () => undefined);
    await expect(lockDataDir(dir, () => undefined)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    await (
      await lockDataDir(dir, () => undefined)
    )();
  });
});
