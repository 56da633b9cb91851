import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server has migrated and filled with the demo data, to copy for each test file. */
    e2eTemplateDataDir: string;
  }
}

let templateDir: string | undefined;

/**
 * Once per browser run: start the real server on an empty data folder and stop it, so the folder holds what every
 * file's server would otherwise make itself (PGlite's initdb, every migration, the demo data): seconds per file.
 */
export async function setup(project: TestProject): Promise<void> {
  templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-template-'));
  const server = await startServerProcess({ DATA_DIR: templateDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'test' });
  const code = await server.stop();
  if (code !== 0) throw new Error(`The template server stopped with ${code}:\n${server.output()}`);
  project.provide('e2eTemplateDataDir', templateDir);
}

export function teardown(): void {
  if (templateDir) fs.rmSync(templateDir, { recursive: true, force: true });
}
