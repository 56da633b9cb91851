import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../../support/server-process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The machine has no network but the package registries: Chromium must not try to phone home.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface E2eEnvironment {
  server: ServerProcess;
  /** Stops the API, as an outage would; pages keep running. */
  stopServer(): Promise<void>;
  /** Starts the API again on the same address and data, with extra settings if given (e.g. CLOCK_OFFSET_HOURS). */
  startServer(extraEnv?: Record<string, string>): Promise<void>;
  browser: Browser;
  dataDir: string;
  /** A fresh browser profile (empty localStorage) at the given viewport. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** One real server on its own PGlite data folder (with extra settings if given), and one headless Chromium. */
export async function startE2eEnvironment(options: { serverEnv?: Record<string, string> } = {}): Promise<E2eEnvironment> {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../../dist/web/index.html'))) {
    throw new Error('Build the web app first (npm run build); `npm run test:e2e` does it for you.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
  const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'test', ...options.serverEnv };
  let server = await startServerProcess(serverEnv);
  const port = new URL(server.url).port;
  let running = true;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  // Uncaught errors and CSP refusals break pages quietly; the environment fails the file when any occurred.
  const problems: string[] = [];
  return {
    get server() {
      return server;
    },
    stopServer: async () => {
      await server.stop();
      running = false;
    },
    startServer: async (extraEnv = {}) => {
      server = await startServerProcess({ ...serverEnv, ...extraEnv, PORT: port });
      running = true;
    },
    browser,
    dataDir,
    newPage: async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    },
    close: async () => {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
      if (running) await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (problems.length > 0) throw new Error(`The pages reported problems:\n${problems.join('\n')}`);
    },
  };
}

const artifacts = path.resolve(import.meta.dirname, '../../../.test-artifacts');

/** Saves a screenshot under .test-artifacts/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
