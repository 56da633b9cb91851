import fs from 'node:fs';
import path from 'node:path';
import { bundleServer as bundleInto } from '../../scripts/lib/server-bundle';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The server bundled as `npm start` bundles it, into a new folder under node_modules/.cache (inside the project, so
 * its packages are found from there). Starting the bundle skips compiling some hundred modules under tsx: about 2 s
 * of CPU per start, which the browser tests pay once per file and again per restart. Remove the folder after use.
 */
export async function bundleServer(): Promise<{ bundle: string; folder: string }> {
  const cache = path.join(root, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const folder = fs.mkdtempSync(path.join(cache, 'e2e-server-'));
  return { bundle: await bundleInto(folder), folder };
}
