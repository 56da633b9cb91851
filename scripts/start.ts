import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig } from '../src/server/config';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/web/index.html');
const webInputs = ['src/web', 'src/shared', 'src/flows', 'src/generated', 'index.html', 'vite.config.ts', 'package-lock.json'];

/**
 * The serving process's V8 flags: a young generation of 2 MB a half instead of 16 keeps an idle server on
 * embedded PGlite some 30 MB lower, under 300 MB (issue 24 item 5). Requests allocate little; the extra
 * scavenges cost next to nothing.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((child) => newestChange(path.join(entry, child))));
}

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Vite's own command line, run by this Node: no shell, no npx. */
function viteCommand(): string {
  const packageFile = createRequire(import.meta.url).resolve('vite/package.json');
  const { bin } = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as { bin: { vite: string } };
  return path.join(path.dirname(packageFile), bin.vite);
}

/**
 * Builds the browser app when a source is newer than the last build, so restarts stay fast. The build runs in a
 * process of its own: run in this one, Vite and its bundler stayed in the serving process's memory for good
 * (800 MB idle on PostgreSQL instead of about 200).
 */
async function buildWebIfStale(): Promise<void> {
  const builtAt = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  if (Math.max(...webInputs.map(newestChange)) <= builtAt) return;
  console.log('Building the web app…');
  const code = await exitOf(spawn(process.execPath, [viteCommand(), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }));
  if (code !== 0) throw new Error(`Building the web app failed (vite build exited with code ${code}); its messages are above.`);
}

/**
 * The server in a process of its own, with SERVER_NODE_FLAGS; this one passes the stop signals on and ends with
 * the server's exit code. The server has a process group of its own, so Ctrl+C reaches it once, through here
 * (a second SIGINT would cut its orderly stop short).
 */
async function runServer(): Promise<number> {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'src/server/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
  });
  process.on('SIGINT', () => server.kill('SIGINT'));
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  // A closed terminal stops the server as a stop request would.
  process.on('SIGHUP', () => server.kill('SIGTERM'));
  return exitOf(server);
}

try {
  // Settings are checked before the build, so a wrong one is reported at once.
  loadConfig();
  await buildWebIfStale();
  process.exitCode = await runServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
