import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {}

/**
 * PGlite is one process's database: a second server on the same folder would corrupt it. The lock is
 * refreshed while we run and counts as stale once its owner has stopped refreshing it (a crash).
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: onLost,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirInUseError(
        `Another marketplace process is already using the data folder ${path.resolve(dataDir)}. ` +
          'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server).',
      );
    }
    throw error;
  }
}
