import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../src/server/db/database';
import { createMailer } from '../../../src/server/mail/create-mailer';
import { loadFlows, type LoadedFlows } from '../../../src/server/flows/load-flows';
import type { FileBytes } from '../../../src/server/uploads/file-bytes';
import { TestClock } from './test-clock';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-bytes!!';

let flows: LoadedFlows | undefined;

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  database: Database;
  outboxDir: string;
  close(): Promise<void>;
}

/** The real application on a fresh database, driven through `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { schemasDir?: string; webRoot?: string; files?: FileBytes; logger?: BuildOptions['logger'] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const config = loadConfig({ JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: '/nonexistent-test-data-dir', ...env });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-outbox-'));
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: config.mailFrom, outboxDir, log: () => undefined });
  let app: FastifyInstance;
  try {
    app = await buildApp(
      {
        config,
        db: database.db,
        readCache: database.readCache,
        clock,
        jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
        mailer,
        flows: options.schemasDir ? loadFlows(options.schemasDir) : (flows ??= loadFlows()),
        files: options.files,
      },
      { webRoot: options.webRoot, logger: options.logger },
    );
  } catch (error) {
    // A test may expect the app to refuse to start; its database must not outlive it.
    await database.close();
    throw error;
  }
  return {
    app,
    clock,
    database,
    outboxDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
