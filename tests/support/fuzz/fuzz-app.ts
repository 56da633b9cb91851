import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { users } from '../../../src/server/db/schema';
import type { Database } from '../../../src/server/db/database';
import { createMailer } from '../../../src/server/mail/create-mailer';
import { loadFlows } from '../../../src/server/flows/load-flows';
import { issueSessionToken } from '../../../src/server/auth/issue-session-token';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { TestClock } from '../../api/support/test-clock';
import { openTestDatabase } from '../../api/support/test-database';

/** One line the server logged at warn level or above, kept so a 5xx can be reported with its stack. */
export interface ServerLogLine {
  level: number;
  msg: string;
  stack?: string;
  sqlState?: string;
}

/** Who a case is sent as: a signed-in person of each kind, or nobody. */
export type Identity = 'anonymous' | 'jobseeker' | 'employee' | 'staff';
export const IDENTITIES: readonly Identity[] = ['anonymous', 'jobseeker', 'employee', 'staff'];

export interface FuzzApp {
  app: FastifyInstance;
  database: Database;
  /** Log lines since the last call, oldest first. */
  takeLogs(): ServerLogLine[];
  /** A fresh token for each signed-in identity (a case may have ended earlier sessions: logout, password...). */
  tokens(): Promise<Record<Exclude<Identity, 'anonymous'>, string>>;
  /** The users behind the identities. */
  userIds: Record<Exclude<Identity, 'anonymous'>, number>;
  close(): Promise<void>;
}

const DEMO_EMAILS = { jobseeker: 'jobseeker@demo.example.com', employee: 'employer@demo.example.com', staff: 'staff@demo.example.com' } as const;

/**
 * The real application, as the API tests build it, on a fresh database (PGlite, or PostgreSQL when
 * TEST_DATABASE=postgres), with the demo accounts of each kind and a logger whose errors are kept. `addRoutes`
 * declares more routes before the app starts, as a plugin added later would.
 */
export async function createFuzzApp(options: { addRoutes?: (app: FastifyInstance) => void } = {}): Promise<FuzzApp> {
  const database = await openTestDatabase();
  const clock = new TestClock();
  const secret = 'fuzz-secret-of-at-least-thirty-two-bytes!!';
  const config = loadConfig({ JWT_SECRET: secret, DATA_DIR: '/nonexistent-fuzz-data-dir' });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-fuzz-outbox-'));
  const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: config.mailFrom, outboxDir, log: () => undefined });
  let logs: ServerLogLine[] = [];
  const stream = {
    write(line: string) {
      try {
        const entry = JSON.parse(line) as { level: number; msg: string; err?: { stack?: string }; sqlState?: string };
        logs.push({ level: entry.level, msg: entry.msg, stack: entry.err?.stack, sqlState: entry.sqlState });
      } catch {
        logs.push({ level: 50, msg: line });
      }
    },
  };
  const app = await buildApp(
    { config, db: database.db, readCache: database.readCache, clock, jwtSecret: new TextEncoder().encode(secret), mailer, flows: loadFlows() },
    { logger: { level: 'warn', stream } },
  );
  options.addRoutes?.(app);
  await app.ready();
  await seedDemoAccounts(database.db);
  const userIds = {} as FuzzApp['userIds'];
  for (const [identity, email] of Object.entries(DEMO_EMAILS) as [keyof typeof DEMO_EMAILS, string][]) {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    userIds[identity] = row!.id;
  }
  return {
    app,
    database,
    userIds,
    takeLogs: () => {
      const taken = logs;
      logs = [];
      return taken;
    },
    tokens: async () => {
      const out = {} as Record<Exclude<Identity, 'anonymous'>, string>;
      for (const [identity, id] of Object.entries(userIds) as [Exclude<Identity, 'anonymous'>, number][]) {
        const [row] = await database.db.select().from(users).where(eq(users.id, id));
        // An account the fuzz managed to delete leaves that identity signed out; its cases still run.
        out[identity] = row ? await issueSessionToken(app.ctx, row) : 'Bearer-of-a-deleted-account';
      }
      return out;
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
