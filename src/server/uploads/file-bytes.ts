import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { resumes, uploadedFiles } from '../db/schema';

/** What a file row holds of its bytes: the bytes themselves, or the name of the file that keeps them. */
export interface KeptBytes {
  content: Buffer | null;
  storedFile: string | null;
}

/**
 * Where uploaded files' bytes are kept (resumes, logos, job files). On PostgreSQL they stay in their rows, where
 * every instance reads them. On embedded PGlite they go to files in the data folder: PGlite passes a bytea through
 * its WebAssembly memory as text, so one 5 MB file took seconds to write, held the only thread meanwhile and grew
 * the process by hundreds of MB that never came back (issue 24 item 1).
 */
export interface FileBytes {
  /** Keeps the bytes before their row is written; the answer is the row's `content` and `storedFile`. */
  keep(bytes: Buffer): Promise<KeptBytes>;
  /** The bytes of a row written with `keep`'s answer (or copied from such a row). */
  read(row: KeptBytes): Promise<Buffer>;
  /**
   * Deletes kept files no row names any more: those of deleted rows (an account's deletion cascades to its resumes)
   * and of rows whose transaction failed. A file younger than SWEEP_GRACE_MS may belong to a row still being written;
   * the age is by the real clock, as files' times are (never the product's shifted clock).
   */
  sweep(db: AppDb): Promise<number>;
}

/** Longer than any upload's transaction takes; a file this young is left to the next sweep. */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

/** The bytes in their rows (PostgreSQL, and PGlite without a data folder: the tests' in-memory databases). */
export const bytesInRows: FileBytes = {
  keep: (bytes) => Promise.resolve({ content: bytes, storedFile: null }),
  read: (row) => (row.content ? Promise.resolve(row.content) : Promise.reject(new Error(`The file ${row.storedFile} is kept on disk, not here.`))),
  sweep: () => Promise.resolve(0),
};

/** A file name this store makes: 32 hex characters, so no name from a row can point outside the folder. */
const STORED_NAME = /^[0-9a-f]{32}$/;

/** The bytes in files of `dir` (embedded PGlite's data folder), each under a random name its row keeps. */
export function bytesInFolder(dir: string): FileBytes {
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file's name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async keep(bytes) {
      await fs.mkdir(dir, { recursive: true });
      const name = crypto.randomBytes(16).toString('hex');
      // Written whole under another name first, so a crash never leaves a row pointing at half a file.
      const partial = path.join(dir, `${name}.partial`);
      await fs.writeFile(partial, bytes, { flush: true });
      await fs.rename(partial, pathOf(name));
      return { content: null, storedFile: name };
    },
    async read(row) {
      if (row.storedFile === null) {
        if (row.content) return row.content;
        throw new Error('A file row with neither bytes nor a stored file.');
      }
      return fs.readFile(pathOf(row.storedFile));
    },
    async sweep(db) {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      if (entries.length === 0) return 0;
      const named = new Set<string>();
      for (const table of [resumes, uploadedFiles]) {
        const rows = await db.select({ name: table.storedFile }).from(table).where(isNotNull(table.storedFile));
        for (const { name } of rows) if (name) named.add(name);
      }
      let removed = 0;
      for (const entry of entries) {
        const name = entry.name.replace(/\.partial$/, '');
        if (!entry.isFile() || !STORED_NAME.test(name) || (named.has(name) && name === entry.name)) continue;
        const file = path.join(dir, entry.name);
        const { mtimeMs } = await fs.stat(file);
        if (Date.now() - mtimeMs < SWEEP_GRACE_MS) continue;
        await fs.rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
