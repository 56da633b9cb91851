import path from 'node:path';
import { buildApp } from './app';
import { offsetClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import { resolveJwtSecret } from './auth/jwt-secret';
import { DataDirInUseError } from './db/data-dir-lock';
import { openStorage } from './db/open-storage';
import { createMailer } from './mail/create-mailer';
import { FlowFilesError, loadFlows } from './flows/load-flows';
import { demoPeopleIds, describeDemoAccounts, isDatabaseEmpty, seedDemoAccounts } from './seed/demo-accounts';
import { seedDemoMatching } from './seed/demo-matching';
import { MESSAGE_JOB_HANDLERS } from './messages/message-email-job';
import { JobWorker } from './queue/job-worker';
import { FLOW_DRY_RUN_JOB_HANDLERS } from './flows/studio/flow-dry-run-job';
import { MATCH_JOB_HANDLERS, MATCH_RECURRING_JOBS } from './matching/match-jobs';
import { FLOW_JOB_HANDLERS } from './flows/studio/flow-migration-job';
import { projectPath } from './project-paths';
import { bytesInFolder, bytesInRows } from './uploads/file-bytes';
import { STORED_FILE_JOB_HANDLERS, STORED_FILE_RECURRING_JOBS } from './uploads/stored-files-job';

/** How long a stop waits for requests in flight before cutting their connections. */
const SHUTDOWN_GRACE_MS = 5_000;

const webRoot = projectPath('dist/web');

/** Starts the marketplace: database, migrations, demo accounts on a new database, then HTTP. */
export async function startServer(config: Config = loadConfig()): Promise<void> {
  // Before the database: a broken schema file stops the start with its problems, touching nothing.
  const flows = loadFlows(config.schemasDir);
  const onLockLost = (error: Error) => {
    console.error(`Lost the lock on the data folder (${error.message}); stopping to protect the database.`);
    process.exit(1);
  };
  const clock = offsetClock(config.clockOffsetMs);
  let storage = await openStorage(config, onLockLost);
  if (!config.production && (await isDatabaseEmpty(storage.database.db))) {
    const { db } = storage.database;
    console.log(describeDemoAccounts(await seedDemoAccounts(db)));
    await seedDemoMatching(db, flows, await demoPeopleIds(db), clock.now());
    if (storage.database.kind === 'pglite') {
      // Seeding grows PGlite's WebAssembly memory to some 700 MB, and such memory never shrinks; a new instance on
      // the same folder serves from the idle size, under 300 MB (issue 24 item 5).
      await storage.close();
      storage = await openStorage(config, onLockLost);
      // npm start exposes the collector so that the old instance's memory is returned now, not at some later
      // collection (a server started otherwise just collects later).
      (globalThis as { gc?: () => void }).gc?.();
    }
  }
  const { db, readCache } = storage.database;
  const files = storage.database.kind === 'pglite' ? bytesInFolder(path.join(config.dataDir, 'files')) : bytesInRows;
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: (line) => console.log(line),
  });
  const app = await buildApp(
    { config, db, readCache, clock, files, jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir), mailer, flows },
    { webRoot, logger: { level: config.logLevel } },
  );

  // Scheduled work (the confirm-match e-mail, deadlines) runs beside the requests, on the same database.
  const worker = new JobWorker(app.ctx, {
    handlers: { ...MATCH_JOB_HANDLERS, ...MESSAGE_JOB_HANDLERS, ...FLOW_JOB_HANDLERS, ...FLOW_DRY_RUN_JOB_HANDLERS, ...STORED_FILE_JOB_HANDLERS },
    recurring: [...MATCH_RECURRING_JOBS, ...STORED_FILE_RECURRING_JOBS],
    log: (line) => console.error(line),
    // A JSON line per job run, naming the request that enqueued it (its requestId).
    logger: app.log.child({ component: 'jobs' }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing the server and the database…`);
    // A client holding a request open must not keep the process (and the data folder's lock) alive forever.
    const deadline = setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_GRACE_MS / 1000} s; closing their connections.`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await worker.stop();
    await app.close();
    clearTimeout(deadline);
    await storage.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  // Started by `npm start` (scripts/start.ts), a channel joins this process to its launcher: the channel closing
  // means the launcher asked for a stop or is gone (even killed with SIGKILL), and the server must not outlive it.
  if (process.send !== undefined) {
    if (process.connected) process.once('disconnect', () => void stop('The launcher closed'));
    else void stop('The launcher closed');
  }

  const address = await app.listen({ port: config.port, host: config.host });
  worker.start();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Marketplace running at ${address.replace('127.0.0.1', 'localhost')} with ${where}`);
}

/** Prints a failure to start as a person should read it, then exits non-zero. */
export function reportStartFailure(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirInUseError || error instanceof FlowFilesError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`The port is already in use. Stop the other program or start with another PORT, e.g. PORT=3001 npm start.`);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
}
