import { ConfigError, loadConfig } from '../src/server/config';
import { BackupError, newBackupFolder } from './lib/backup-folder';
import { backupPglite } from './lib/pglite-backup';
import { backupPostgres } from './lib/postgres-backup';

/**
 * `npm run backup [-- <folder>]`: the database the server is configured with (DATABASE_URL, else embedded PGlite in
 * DATA_DIR) and its uploaded files, into a new folder (backups/<time> by default). Safe while the server runs.
 * docs/operations.md says what the folder holds and how to restore it.
 */
try {
  const config = loadConfig();
  const createdAt = new Date();
  const folder = newBackupFolder(process.argv[2], createdAt);
  const summary = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, config.dataDir, folder, createdAt)
    : await backupPglite(config.dataDir, folder, createdAt);
  console.log(`${summary}\nBackup: ${folder}`);
} catch (error) {
  // A wrong setting or folder is told as a sentence; anything else with its stack, to report.
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
