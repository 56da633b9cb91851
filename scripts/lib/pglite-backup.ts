import fs from 'node:fs';
import path from 'node:path';
import { requestLiveDump } from '../../src/server/backup/live-backup-socket';
import { DataDirInUseError, lockDataDir } from '../../src/server/db/data-dir-lock';
import { openPglite } from '../../src/server/db/pglite-client';
import { BackupError, copySecret, FILES, PGLITE_IMAGE, writeManifest } from './backup-folder';

/** Where the server keeps PGlite's own folder and the uploaded files, inside the data folder (src/server/main.ts). */
const PGDATA = 'pgdata';
/** A kept file's name (src/server/uploads/file-bytes.ts); half-written ones end in .partial and are left out. */
const STORED_NAME = /^[0-9a-f]{32}$/;

function throwOnLockLoss(error: Error): never {
  throw error;
}

/** Copies the uploaded files not copied yet; answers how many the backup holds. A file removed meanwhile is skipped. */
function copyNewFiles(fromDir: string, toDir: string): number {
  fs.mkdirSync(toDir, { recursive: true });
  const names = fs.existsSync(fromDir) ? fs.readdirSync(fromDir).filter((name) => STORED_NAME.test(name)) : [];
  for (const name of names) {
    const to = path.join(toDir, name);
    if (fs.existsSync(to)) continue;
    try {
      fs.copyFileSync(path.join(fromDir, name), to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return fs.readdirSync(toDir).length;
}

/** PGlite's folder as a gzipped tar, from the running server, or opened here when no server holds the folder. */
async function databaseImage(dataDir: string): Promise<{ image: Buffer; source: string }> {
  const live = await requestLiveDump(dataDir);
  if (live) return { image: live, source: 'from the running server' };
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, throwOnLockLoss);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`${error.message.split('. ')[0]}, and it did not answer on the data folder's backup socket. Stop it, then run the backup again.`);
    }
    throw error;
  }
  try {
    if (!fs.existsSync(path.join(dataDir, PGDATA))) throw new BackupError(`${dataDir} holds no database (no ${PGDATA} folder); check DATA_DIR.`);
    const { client } = await openPglite(path.join(dataDir, PGDATA));
    try {
      return { image: Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()), source: 'with no server running' };
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

/**
 * The database and the uploaded files, consistent with each other while the server runs. A row names its file only
 * once the file is whole, and a file is deleted only after no row has named it for ten minutes (the sweep in
 * file-bytes.ts). So the files are copied before the database is, and those added meanwhile after it: every file a
 * row of the copy names is in the backup (files no row names are swept after a restore).
 */
export async function backupPglite(dataDir: string, folder: string, createdAt: Date): Promise<string> {
  const filesDir = path.join(dataDir, FILES);
  copyNewFiles(filesDir, path.join(folder, FILES));
  const { image, source } = await databaseImage(dataDir);
  fs.writeFileSync(path.join(folder, PGLITE_IMAGE), image);
  const files = copyNewFiles(filesDir, path.join(folder, FILES));
  copySecret(dataDir, folder);
  writeManifest(folder, { format: 1, database: 'pglite', createdAt: createdAt.toISOString(), files });
  return `Backed up the embedded database ${source} (${(image.length / 1024 / 1024).toFixed(1)} MB) and ${files} uploaded files.`;
}

/** Puts a backup into a data folder that holds no database yet; the folder is locked meanwhile, as a server locks it. */
export async function restorePglite(folder: string, dataDir: string): Promise<string> {
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, throwOnLockLoss);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(error.message);
    throw error;
  }
  try {
    const pgdata = path.join(dataDir, PGDATA);
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
      throw new BackupError(`${dataDir} already holds a database. Restore into a new folder (set DATA_DIR), or move ${pgdata} aside first.`);
    }
    const image = new Blob([new Uint8Array(fs.readFileSync(path.join(folder, PGLITE_IMAGE)))]);
    const { client } = await openPglite(pgdata, image);
    await client.close();
    const files = copyNewFiles(path.join(folder, FILES), path.join(dataDir, FILES));
    copySecret(folder, dataDir);
    return `Restored the embedded database and ${files} uploaded files into ${dataDir}.`;
  } finally {
    await release();
  }
}
