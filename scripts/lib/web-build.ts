import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const stampFile = path.join(root, 'dist/web/index.html');
const webInputs = [
  'src/web',
  'src/shared',
  'src/flows',
  'src/generated',
  'index.html',
  'vite.config.ts',
  'scripts/lib/prerender-pages-plugin.ts',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((child) => newestChange(path.join(entry, child))));
}

/** A child process's exit code (1 when a signal ended it). */
export function exitOf(child: ChildProcess): Promise<number> {
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
 * Builds the browser app when a source is newer than the last build, so restarts stay fast (`npm start`, the map's
 * benchmark). The build runs in a process of its own: run in the serving one, Vite and its bundler stayed in its
 * memory for good (800 MB idle on PostgreSQL instead of about 200).
 */
export async function buildWebIfStale(): Promise<void> {
  const builtAt = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  if (Math.max(...webInputs.map(newestChange)) <= builtAt) return;
  console.log('Building the web app…');
  const code = await exitOf(spawn(process.execPath, [viteCommand(), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }));
  if (code !== 0) throw new Error(`Building the web app failed (vite build exited with code ${code}); its messages are above.`);
}
