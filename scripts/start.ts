import { spawn } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { bundleServer } from './lib/server-bundle';
import { buildWebIfStale, exitOf } from './lib/web-build';

const root = path.resolve(import.meta.dirname, '..');

/** Where the server's bundle lands: dist/server/server.js, with the résumé-reading worker beside it. */
const serverOutDir = path.join(root, 'dist/server');

/**
 * The serving process's V8 flags: a young generation of 2 MB a half instead of 16 keeps an idle server on
 * embedded PGlite some 30 MB lower, under 300 MB (issue 24 item 5). Requests allocate little; the extra
 * scavenges cost next to nothing. The collector is exposed for one call, after a first start's demo seeding.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--expose-gc'];

/**
 * glibc's allocator keeps an arena per thread that ever allocated (argon2's hashing threads, libuv's pool, PGlite's
 * file reads), and keeps freed memory in them: after the demo seeding some 50 MB stayed resident. Two arenas and
 * an eager trim bring an idle server from about 250 MB to 205; a setting of the person's own wins.
 */
const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

/** How often a launcher started by npm looks whether npm is still there. */
const PARENT_CHECK_MS = 1_000;

/**
 * The server in a process of its own, with SERVER_NODE_FLAGS; this one ends with the server's exit code. The
 * server stays in this process group, and a channel (IPC) joins the two: when this process ends, however it ends
 * (kill -9 included), the kernel closes the channel and the server stops in order (src/server/main.ts), so it
 * never outlives its launcher holding the port and the data folder. Stop requests reach the server through the
 * channel too, not as a second signal: Ctrl+C already signals the whole group, and a second SIGINT would cut the
 * server's orderly stop short.
 */
async function runServer(entry: string): Promise<number> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', entry], {
    cwd: root,
    env: { ...SERVER_MALLOC_ENV, ...process.env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const askToStop = () => {
    if (server.connected) server.disconnect();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, askToStop);
  // Run as `npm start`, npm is the process a supervisor knows; should it be killed outright, this one is
  // handed to another parent and stops the server as if asked.
  const parent = process.ppid;
  const parentCheck = process.env.npm_lifecycle_event === 'start' ? setInterval(() => process.ppid !== parent && askToStop(), PARENT_CHECK_MS) : undefined;
  try {
    return await exitOf(server);
  } finally {
    clearInterval(parentCheck);
  }
}

try {
  // Settings are checked before the build, so a wrong one is reported at once.
  loadConfig();
  await buildWebIfStale();
  process.exitCode = await runServer(await bundleServer(serverOutDir));
  // Bundling runs on every start, so the bundle is never stale.
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
