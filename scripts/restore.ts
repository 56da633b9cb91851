import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, readManifest } from './lib/backup-folder';
import { restorePglite } from './lib/pglite-backup';
import { restorePostgres } from './lib/postgres-backup';

/**
 * `npm run restore -- <backup folder>`: into the database the server is configured with, which must be new (an
 * empty DATA_DIR, or an empty PostgreSQL database in DATABASE_URL); then start the server on it as usual.
 */
try {
  const config = loadConfig();
  const { folder, manifest } = readManifest(process.argv[2]);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    const wanted =
      manifest.database === 'postgres' ? 'set DATABASE_URL to an empty PostgreSQL database' : 'unset DATABASE_URL and set DATA_DIR to a new folder';
    throw new BackupError(`${folder} is a backup of ${manifest.database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}: ${wanted} to restore it.`);
  }
  const summary = config.databaseUrl ? await restorePostgres(folder, config.databaseUrl, config.dataDir) : await restorePglite(folder, config.dataDir);
  console.log(`${summary} Backup taken ${manifest.createdAt}.`);
} catch (error) {
  // A wrong setting or folder is told as a sentence; anything else with its stack, to report.
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
