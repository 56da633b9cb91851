import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

/** Who holds the data folder, written beside the lock once it is taken. */
interface LockOwner {
  pid: number;
  hostname: string;
  /** The kernel's start time of the process (Linux), so a reused pid is not taken for the owner. */
  processStart: string | null;
  /** The lock directory this record belongs to (its inode and birth time), so an old record is never trusted. */
  lockIno: number;
  lockBirth: number;
}

const LOCK_NAME = 'server.lock';
const OWNER_NAME = 'server.lock.owner.json';
/** A lock whose owner stopped refreshing it this long ago is stale, whoever holds it (e.g. another host). */
const STALE_MS = 15_000;
const UPDATE_MS = 5_000;
/** The locks this process holds, so that its own pid in a record is told apart from a dead incarnation's. */
const heldHere = new Set<string>();

/** Field 22 of /proc/<pid>/stat (start time in clock ticks) and field 3 (state), where there is a /proc. */
function procStat(pid: number): { start: string; state: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! };
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote `owner` still runs on this machine. */
function ownerIsAlive(owner: LockOwner, lockPath: string): boolean {
  // A lock naming this process that it does not hold is an earlier process's that had the same pid (a
  // container restarted as pid 1).
  if (owner.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = procStat(owner.pid);
  if (!stat) return true;
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return owner.processStart === null || owner.processStart === stat.start;
}

function readOwner(ownerPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.hostname !== 'string' || typeof owner.lockIno !== 'number') return undefined;
    return owner as LockOwner;
  } catch {
    return undefined;
  }
}

/** Whether the lock directory is the very one `owner` recorded (not a newer lock taken since). */
function isSameLock(lockPath: string, owner: LockOwner): boolean {
  try {
    const stat = fs.statSync(lockPath);
    return stat.ino === owner.lockIno && Math.round(stat.birthtimeMs) === owner.lockBirth;
  } catch {
    return false;
  }
}

/**
 * After a crash (kill -9, power loss) the lock stays behind. When the record beside it names a process of this
 * machine that is gone, the lock is made stale at once (its time set to the epoch) so proper-lockfile takes it
 * over now rather than after STALE_MS. A lock of a live process, of another machine, or with no record is left
 * to proper-lockfile's own staleness.
 */
function expireLockOfDeadOwner(lockPath: string, ownerPath: string): void {
  const owner = readOwner(ownerPath);
  if (!owner || owner.hostname !== os.hostname() || !isSameLock(lockPath, owner) || ownerIsAlive(owner, lockPath)) return;
  try {
    fs.utimesSync(lockPath, new Date(0), new Date(0));
  } catch {
    // Gone meanwhile: the lock attempt decides.
  }
}

function writeOwner(lockPath: string, ownerPath: string): void {
  const stat = fs.statSync(lockPath);
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStart: procStat(process.pid)?.start ?? null,
    lockIno: stat.ino,
    lockBirth: Math.round(stat.birthtimeMs),
  };
  // Written whole under another name, then renamed: a reader never sees half a record.
  const temporary = `${ownerPath}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(owner));
  fs.renameSync(temporary, ownerPath);
}

/** Who holds the lock, as the refusal names it: " (pid 1234)", with the machine when it is another. */
function holderOf(lockPath: string, ownerPath: string): string {
  const owner = readOwner(ownerPath);
  if (!owner || !isSameLock(lockPath, owner)) return '';
  return owner.hostname === os.hostname() ? ` (pid ${owner.pid})` : ` (pid ${owner.pid} on ${owner.hostname})`;
}

/**
 * PGlite is one process's database: a second server on the same folder would corrupt it. The lock (proper-lockfile)
 * is refreshed while we run; the pid recorded beside it lets the next start take over at once the lock of a
 * process that died without letting go, while a live one still refuses.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  const ownerPath = path.join(dataDir, OWNER_NAME);
  expireLockOfDeadOwner(lockPath, ownerPath);
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: STALE_MS, update: UPDATE_MS, retries: 0, onCompromised: onLost });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirInUseError(
        `Another marketplace process${holderOf(lockPath, ownerPath)} is already using the data folder ${path.resolve(dataDir)}. ` +
          'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
      );
    }
    throw error;
  }
  writeOwner(lockPath, ownerPath);
  heldHere.add(lockPath);
  return async () => {
    heldHere.delete(lockPath);
    fs.rmSync(ownerPath, { force: true });
    await release();
  };
}
