import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './open-database';
import { serveLiveBackups } from '../backup/live-backup-socket';

export interface Storage {
  database: Database;
  /** Closes the database, then lets go of the data folder. */
  close(): Promise<void>;
}

/**
 * The configured database, migrated; for embedded PGlite the data folder is locked to this process first, and the
 * running server hands `npm run backup` its copies (src/server/backup/live-backup-socket.ts).
 */
export async function openStorage(config: Config, onLockLost: (error: Error) => void): Promise<Storage> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    return { database, close: () => database.close() };
  }
  const release = await lockDataDir(config.dataDir, onLockLost);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
    const dump = database.dumpDataDir!;
    const backups = await serveLiveBackups(config.dataDir, dump, (line) => console.error(line)).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return {
      database,
      close: async () => {
        await backups.close();
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
