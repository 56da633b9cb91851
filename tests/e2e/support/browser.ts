import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

// The tests' pages talk to a local server only: no QUIC either.
const CHROMIUM_ARGS = [...SHARED_CHROMIUM_ARGS, '--disable-quic'];
import { auditAccessibility, describeViolation } from './accessibility';

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

/**
 * One real server on its own PGlite data folder (with extra settings if given), and one headless Chromium. The
 * folder starts as a copy of the run's template: migrated, with the demo data, as a first start would leave it.
 * The server runs the run's bundle of the sources (template-data-dir.ts), as `npm start` does.
 */
export async function startE2eEnvironment(options: { serverEnv?: Record<string, string> } = {}): Promise<E2eEnvironment> {
  if (!fs.existsSync(path.resolve(import.meta.dirname, '../../../dist/web/index.html'))) {
    throw new Error('Build the web app first (npm run build); `npm run test:e2e` does it for you.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
  fs.cpSync(inject('e2eTemplateDataDir'), dataDir, { recursive: true });
  const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'test', ...options.serverEnv };
  const entry = { bundle: inject('e2eServerBundle') };
  let server = await startServerProcess(serverEnv, entry);
  const port = new URL(server.url).port;
  let running = true;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  // Uncaught errors and CSP refusals break pages quietly; the environment fails the file when any occurred.
  const problems: string[] = [];
  // Screens already audited, so a page the tests return to often is checked once.
  const audited = new Set<string>();
  return {
    get server() {
      return server;
    },
    stopServer: async () => {
      await server.stop();
      running = false;
    },
    startServer: async (extraEnv = {}) => {
      server = await startServerProcess({ ...serverEnv, ...extraEnv, PORT: port }, entry);
      running = true;
    },
    browser,
    dataDir,
    newPage: async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ baseURL: server.url, viewport });
      contexts.push(context);
      closeWhenTheTestEnds(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      auditEveryPageVisited(page, audited, problems);
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

/**
 * A page a test opens is closed when that test ends: one left with a control focused (MUI's ripple pulses for as long
 * as it has the keyboard focus) or a spinner turning would keep Chromium drawing frames for the rest of the file. A
 * page opened outside a test (in beforeAll, for the whole file) stays open until the environment closes.
 */
function closeWhenTheTestEnds(context: BrowserContext): void {
  try {
    onTestFinished(() => context.close());
  } catch {
    // Not inside a test: the file's own page.
  }
}

const artifacts = path.resolve(import.meta.dirname, '../../../.test-artifacts');

/** Saves a screenshot under .test-artifacts/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifacts, { recursive: true });
  const file = path.join(artifacts, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** How long a page may keep fetching after it arrived before it is audited as it stands. */
const SETTLE_MS = 3_000;

/**
 * A screen as the audit knows it: its path with ids (numbers and uuids) as `:id`, so each role's copy of a step, or
 * each person's copy of a page, is one screen, and its main heading.
 */
function screenOf(url: string, heading: string): string {
  const pathname = new URL(url).pathname.replace(/\/(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=\/|$)/gi, '/:id');
  return `${pathname} ${heading}`;
}

/**
 * Every page a test arrives at (with `goto`, or by waiting for its URL after a click) is audited with axe-core
 * once it has settled (issue 13: axe on every page the e2e tests visit); serious and critical violations fail the
 * file like uncaught errors do. A screen is audited once per file (screenOf): a walk through a long flow comes back
 * to the same steps again and again, in one role after another.
 */
function auditEveryPageVisited(page: Page, audited: Set<string>, problems: string[]): void {
  const audit = async () => {
    // Every arrival settles first, audited or not: tests go on from a page that has finished fetching.
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    // A button fading from disabled to enabled is half-way between two colours: audit what stays on screen.
    await page
      .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, { timeout: SETTLE_MS })
      .catch(() => undefined);
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 500 })
      .catch(() => '');
    const screen = screenOf(page.url(), heading ?? '');
    if (audited.has(screen)) return;
    audited.add(screen);
    const settled = async () =>
      page
        .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, { timeout: SETTLE_MS })
        .catch(() => undefined);
    let found = await auditAccessibility(page);
    if (found.length > 0) {
      // A state caught half-way (a button fading in as it is enabled) is not what a person reads: only what is
      // still wrong once the page has settled again counts.
      await settled();
      const again = new Set((await auditAccessibility(page)).map(describeViolation));
      found = found.filter((violation) => again.has(describeViolation(violation)));
    }
    for (const violation of found) problems.push(`accessibility: ${describeViolation(violation)}`);
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await audit();
    return response;
  };
  const waitForURL = page.waitForURL.bind(page);
  page.waitForURL = async (...args: Parameters<Page['waitForURL']>) => {
    await waitForURL(...args);
    await audit();
  };
}
