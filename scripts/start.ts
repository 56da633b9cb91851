import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { loadConfig } from '../src/server/config';
import { reportStartFailure, startServer } from '../src/server/main';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/web/index.html');
const webInputs = ['src/web', 'src/shared', 'src/flows', 'src/generated', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((child) => newestChange(path.join(entry, child))));
}

// Build the browser app only when a source is newer than the last build, so restarts stay fast.
async function buildWebIfStale(): Promise<void> {
  const builtAt = fs.existsSync(stampFile) ? fs.statSync(stampFile).mtimeMs : 0;
  if (Math.max(...webInputs.map(newestChange)) <= builtAt) return;
  console.log('Building the web app…');
  // Vite sets NODE_ENV=production in this process while it builds; the server must not inherit that.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ root, logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

try {
  // Settings are read before anything else can change the environment.
  const config = loadConfig();
  await buildWebIfStale();
  await startServer(config);
} catch (error) {
  reportStartFailure(error);
}
