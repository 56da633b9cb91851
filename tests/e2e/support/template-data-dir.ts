import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleServer } from '../../support/server-bundle';
import { startServerProcess } from '../../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server has migrated and filled with the demo data, to copy for each test file. */
    e2eTemplateDataDir: string;
    /** The server bundled once for the run, as `npm start` bundles it: what every file's server runs. */
    e2eServerBundle: string;
  }
}

let templateDir: string | undefined;
let bundleFolder: string | undefined;

/**
 * Once per browser run: bundle the server, then start it on an empty data folder and stop it, so the folder holds
 * what every file's server would otherwise make itself (PGlite's initdb, every migration, the demo data): seconds
 * per file.
 */
export async function setup(project: TestProject): Promise<void> {
  const { bundle, folder } = await bundleServer();
  bundleFolder = folder;
  templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-template-'));
  const server = await startServerProcess({ DATA_DIR: templateDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'test' }, { bundle });
  const code = await server.stop();
  if (code !== 0) throw new Error(`The template server stopped with ${code}:\n${server.output()}`);
  project.provide('e2eTemplateDataDir', templateDir);
  project.provide('e2eServerBundle', bundle);
}

export function teardown(): void {
  if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
  if (bundleFolder) fs.rmSync(bundleFolder, { recursive: true, force: true });
}
