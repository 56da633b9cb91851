import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './open-database';

export interface Storage {
  database: Database;
  /** Closes the database, then lets go of the data folder. */
  close(): Promise<void>;
}

/** The configured database, migrated; for embedded PGlite the data folder is locked to this process first. */
export async function openStorage(config: Config, onLockLost: (error: Error) => void): Promise<Storage> {
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    return { database, close: () => database.close() };
  }
  const release = await lockDataDir(config.dataDir, onLockLost);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
    return {
      database,
      close: async () => {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
