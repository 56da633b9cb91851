import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../../src/server/db/database';
import { migratedPgliteImage, openDatabase } from '../../../src/server/db/open-database';

const migrationsFolder = path.resolve(import.meta.dirname, '../../../src/server/db/migrations');

// API files share a module graph per worker (isolate: false), so each worker migrates one image and every file
// starts from a copy of it.
let pgliteImage: Promise<Blob> | undefined;

/** A name that changes whenever a migration does, so a template never outlives the schema it was made with. */
function migrationsDigest(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database on the server to copy each file's database from (CREATE DATABASE … TEMPLATE). It is built
 * under a name of its own and renamed when complete, so a worker never copies a half-migrated one, and two
 * workers building at once both end with the same template.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `marketplace_template_${migrationsDigest()}`;
  const exists = async (admin: pg.Client) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (await withAdmin(serverUrl, exists)) return name;
  const building = `marketplace_building_${crypto.randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${building}`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) });
  await database.close();
  await withAdmin(serverUrl, async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // Another worker finished first: theirs is the template.
      if (!(await exists(admin))) throw error;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
  });
  return name;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (project api-postgres) a new database
 * on the server named by DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    pgliteImage ??= migratedPgliteImage();
    return openDatabase({ kind: 'pglite', image: await pgliteImage });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  const template = await postgresTemplate(serverUrl);
  const name = `marketplace_test_${crypto.randomBytes(6).toString('hex')}`;
  // A template being copied must have no other session; copies started at the same moment wait for each other.
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
