import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends SIGTERM and answers the exit code; a server that has not exited within STOP_DEADLINE_MS fails the call. */
  stop(): Promise<number | null>;
}

export interface ServerExit {
  code: number | null;
  output: string;
}

/**
 * What `npm start` runs (builds the web app when stale), or the server alone: from its sources under tsx, or as
 * the bundle of them that bundleServer (./server-bundle) built, run by Node as `npm start` runs its own.
 */
export type Entry = 'scripts/start.ts' | 'src/server/server.ts' | { bundle: string };

function launch(env: Record<string, string>, entry: Entry = 'src/server/server.ts'): { child: ChildProcess; output: () => string } {
  const args = typeof entry === 'string' ? ['--import', 'tsx', path.join(root, entry)] : ['--enable-source-maps', entry.bundle];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { child, output: () => text };
}

/** The server's own shutdown grace is 5 s; past this, something is stuck and the output says what. */
const STOP_DEADLINE_MS = 20_000;
/** Starting compiles TypeScript and migrates; on a busy two-core machine that takes seconds, never a minute. */
const START_DEADLINE_MS = 45_000;
/** `npm start` may build the web app first: half a minute alone, minutes beside other work on two cores. */
const BUILD_AND_START_DEADLINE_MS = 300_000;

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Starts the real server as its own process and waits for the line that says where it listens. `deadlineMs`: for a
 * test that starts servers while other processes of its own work beside them.
 */
export async function startServerProcess(env: Record<string, string>, entry?: Entry, deadlineMs?: number): Promise<ServerProcess> {
  const { child, output } = launch(env, entry);
  let timer: NodeJS.Timeout | undefined;
  const deadline = deadlineMs ?? (entry === 'scripts/start.ts' ? BUILD_AND_START_DEADLINE_MS : START_DEADLINE_MS);
  const url = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const match = /running at (http:\/\/\S+)/.exec(output());
      if (match) resolve(match[1]!);
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening:\n${output()}`)));
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not listen within ${deadline / 1000} s:\n${output()}`));
    }, deadline);
  }).finally(() => clearTimeout(timer));
  return {
    url,
    child,
    output,
    stop: async () => {
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const stuck = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`the server did not stop within ${STOP_DEADLINE_MS / 1000} s of SIGTERM:\n${output()}`));
        }, STOP_DEADLINE_MS);
      });
      try {
        return await Promise.race([exitOf(child), stuck]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Starts the server when it is expected to refuse, and answers how it ended. */
export async function runServerToExit(env: Record<string, string>): Promise<ServerExit> {
  const { child, output } = launch(env);
  const code = await exitOf(child);
  return { code, output: output() };
}
