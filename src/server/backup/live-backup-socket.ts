import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * `npm run backup` on embedded PGlite while the server runs: only the serving process may open the database, so
 * the backup asks it over a Unix socket in the data folder for a copy (PGlite's dumpDataDir, taken between two
 * queries). The socket lives in the data folder and only its owner may connect, so whoever may read the data
 * folder may take a backup, and nobody else.
 */
const SOCKET_NAME = 'backup.sock';
const REQUEST = 'dump\n';
/** Linux's limit on a socket's path (108 bytes with the closing zero). */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_NAME);
}

export interface LiveBackupSocket {
  close(): Promise<void>;
}

/**
 * Answers dump requests on the data folder's socket. Called with the data folder locked to this process, so a
 * socket file already there was left by a process that died: it is replaced. A data folder whose path is too long
 * for a socket still serves; its backups are taken with the server stopped.
 */
export async function serveLiveBackups(dataDir: string, dump: () => Promise<Blob>, log: (line: string) => void): Promise<LiveBackupSocket> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log(`The data folder's path is too long for the backup socket; stop the server before npm run backup.`);
    return { close: () => Promise.resolve() };
  }
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let request = '';
    connection.on('error', () => undefined);
    connection.on('data', (chunk: Buffer) => {
      request += chunk.toString();
      if (!request.endsWith('\n')) return;
      if (request !== REQUEST) {
        connection.end(`error Unknown request.\n`);
        return;
      }
      dump().then(
        async (image) => {
          const bytes = Buffer.from(await image.arrayBuffer());
          connection.end(Buffer.concat([Buffer.from(`ok ${bytes.length}\n`), bytes]));
        },
        (error: unknown) => connection.end(`error ${error instanceof Error ? error.message : String(error)}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  // A dump in progress must not keep a stopping process alive.
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/** Why a running server did not hand over a copy. */
export class LiveBackupError extends Error {}

/**
 * The running server's copy of its database (a gzipped tar of PGlite's folder), or undefined when no server
 * answers on the data folder's socket.
 */
export function requestLiveDump(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = net.connect(backupSocketPath(dataDir), () => connection.write(REQUEST));
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    connection.on('end', () => {
      const answer = Buffer.concat(chunks);
      const headerEnd = answer.indexOf('\n');
      const header = answer.subarray(0, headerEnd).toString();
      const size = /^ok (\d+)$/.exec(header);
      if (!size) {
        reject(new LiveBackupError(`The running server could not make a copy: ${header.replace(/^error /, '') || 'it closed the connection'}.`));
        return;
      }
      const image = answer.subarray(headerEnd + 1);
      if (image.length !== Number(size[1])) reject(new LiveBackupError(`The running server's copy arrived cut short (${image.length} of ${size[1]} bytes).`));
      else resolve(image);
    });
  });
}
