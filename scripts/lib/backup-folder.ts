import fs from 'node:fs';
import path from 'node:path';

/**
 * What a backup folder holds, as `npm run backup` writes it and `npm run restore` reads it:
 * - manifest.json: this record;
 * - pgdata.tar.gz (embedded PGlite: its data folder, as PGlite's dumpDataDir writes it) or database.dump
 *   (PostgreSQL: pg_dump's custom format);
 * - files/: embedded PGlite's uploaded files (on PostgreSQL they are rows, inside the dump);
 * - jwt-secret: the generated signing key of the data folder, when there is one, so sessions outlive a restore.
 */
export interface BackupManifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** How many uploaded files the backup holds beside the database (PGlite). */
  files: number;
}

export const MANIFEST = 'manifest.json';
export const PGLITE_IMAGE = 'pgdata.tar.gz';
export const POSTGRES_DUMP = 'database.dump';
export const FILES = 'files';
export const JWT_SECRET = 'jwt-secret';

/** A wrong backup folder or target, told to the person running the script; no stack trace. */
export class BackupError extends Error {}

/** The folder to write a backup into: the one named (which must be new or empty), or backups/<time> here. */
export function newBackupFolder(named: string | undefined, now: Date): string {
  const folder = path.resolve(named ?? path.join('backups', now.toISOString().replace(/[:.]/g, '-')));
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(`${folder} is not empty; name a new folder for the backup.`);
  }
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

export function writeManifest(folder: string, manifest: BackupManifest): void {
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(folder: string | undefined): { folder: string; manifest: BackupManifest } {
  if (!folder) throw new BackupError('Name the backup folder to restore, e.g. npm run restore -- backups/2026-12-02T09-30-00-000Z');
  const resolved = path.resolve(folder);
  const file = path.join(resolved, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${resolved} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<BackupManifest>;
  if (manifest.format !== 1 || (manifest.database !== 'pglite' && manifest.database !== 'postgres')) {
    throw new BackupError(`${file} is not a backup this version can restore.`);
  }
  return { folder: resolved, manifest: manifest as BackupManifest };
}

/** Copies the data folder's generated signing key into a backup, or back; nothing when there is none. */
export function copySecret(fromFolder: string, toFolder: string): void {
  const from = path.join(fromFolder, JWT_SECRET);
  const to = path.join(toFolder, JWT_SECRET);
  if (!fs.existsSync(from) || fs.existsSync(to)) return;
  fs.mkdirSync(toFolder, { recursive: true });
  fs.copyFileSync(from, to);
}
