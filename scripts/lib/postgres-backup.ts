import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { BackupError, copySecret, POSTGRES_DUMP, writeManifest } from './backup-folder';

/**
 * PostgreSQL's own client tools (pg_dump, pg_restore) do the work: pg_dump reads one snapshot of the database
 * while the servers go on serving, and on PostgreSQL the uploaded files are rows, so the dump holds them too.
 * The password is handed over in the environment (PGPASSWORD), not on the command line where `ps` shows it.
 */
function clientToolEnvironment(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a client tool, its messages passed through; a missing tool or a failure says what to do. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${tool} was not found. Install PostgreSQL's client tools (the postgresql-client package), of the server's major version or newer.`)
          : error,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit code ${code}); its messages are above.`))));
  });
}

export async function backupPostgres(databaseUrl: string, dataDir: string, folder: string, createdAt: Date): Promise<string> {
  const { url, env } = clientToolEnvironment(databaseUrl);
  const dump = path.join(folder, POSTGRES_DUMP);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${url}`], env);
  copySecret(dataDir, folder);
  writeManifest(folder, { format: 1, database: 'postgres', createdAt: createdAt.toISOString(), files: 0 });
  return `Backed up the PostgreSQL database, its uploaded files included, into ${dump}.`;
}

/** The tables the database already holds, outside PostgreSQL's own schemas. */
async function tableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')");
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Restores into an empty database (create one with createdb), so a restore never mixes two databases' rows. */
export async function restorePostgres(folder: string, databaseUrl: string, dataDir: string): Promise<string> {
  const tables = await tableCount(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database in DATABASE_URL already holds ${tables} tables. Restore into a new, empty database (e.g. createdb marketplace_restored).`,
    );
  }
  const { url, env } = clientToolEnvironment(databaseUrl);
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`, path.join(folder, POSTGRES_DUMP)],
    env,
  );
  copySecret(folder, dataDir);
  return 'Restored the PostgreSQL database, its uploaded files included.';
}
