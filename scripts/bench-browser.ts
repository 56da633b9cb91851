import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Answers, Flow } from '../src/flows';
import { JWT_STORAGE_KEY } from '../src/shared/session-constants';
import { startServerProcess } from '../tests/support/server-process';
import { newConfirmedJobseeker } from '../tests/e2e/support/new-jobseeker';
import { answerStep } from '../tests/e2e/support/profile-flow-driver';
import { launchHeadlessChromium, quantile } from './lib/headless-chromium';

/**
 * `npm run bench:browser`: a job seeker walks the onboarding fixture in headless Chromium against the real
 * server (built app, embedded PGlite). For every Continue it measures, in the page, the time from the click to
 * the next step's heading painted, the PATCH's own round trip, the time from the click until the save was answered
 * (the next step is shown meanwhile, its address once saved), and how many API calls the step change made. Prints
 * each step and the median and p95; asserts nothing.
 */
const FIXTURE = process.env.BENCH_FIXTURE ?? 'full-time-shortest-path';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

interface Fixture {
  answers: Answers;
  expectedPath: string[];
}

interface StepTiming {
  total: number;
  patch: number;
  /** From the click until the save was answered; 0 when nothing was saved. */
  saved: number;
  calls: number;
}

declare global {
  interface Window {
    benchCalls: { method: string; url: string; start: number; end: number }[];
    benchClickAt: number;
    benchPaintedAt: number;
  }
}

/** Records every API call the page makes (method, address, start, end) from before the app loads. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.benchCalls = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const start = performance.now();
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      try {
        return await original(input, init);
      } finally {
        window.benchCalls.push({ method, url, start, end: performance.now() });
      }
    };
  });
}

/** Arms the page: the click on Continue and the frame in which a new step heading is first drawn. */
// Plain JavaScript text: tsx would wrap named functions in a helper the page does not have.
const ARM_SCRIPT = `
  window.benchClickAt = 0;
  window.benchPaintedAt = 0;
  const old = document.querySelector('h1');
  const onClick = (event) => {
    if (!event.target.closest('button[type="submit"]')) return;
    window.benchClickAt = performance.now();
    document.removeEventListener('click', onClick, { capture: true });
  };
  document.addEventListener('click', onClick, { capture: true });
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('h1');
    if (heading === null || heading === old || !heading.isConnected) return;
    observer.disconnect();
    // The frame the heading is painted in: the callback runs just before that frame's paint.
    requestAnimationFrame(() => { window.benchPaintedAt = performance.now(); });
  });
  observer.observe(document.body, { childList: true, subtree: true });
`;

/** Arms the page: the click on Continue and the frame in which a new step heading is first drawn. */
async function arm(page: Page): Promise<void> {
  await page.evaluate(ARM_SCRIPT);
}

async function measureStep(page: Page, flow: Flow, step: string, answers: Answers): Promise<StepTiming> {
  await arm(page);
  await answerStep(page, flow, step, answers);
  await page.waitForFunction(() => window.benchPaintedAt > 0 && window.benchClickAt > 0, undefined, { timeout: 15_000 });
  // The address moves on once the save is answered, which may be after the next step was painted.
  await page.waitForURL((url) => url.pathname !== `/profile/${step}`);
  return page.evaluate(() => {
    const from = window.benchClickAt;
    const to = window.benchPaintedAt;
    const calls = window.benchCalls.filter((call) => call.start >= from && call.start <= to);
    const patch = calls.find((call) => call.method === 'PATCH' || call.method === 'POST' || call.method === 'PUT');
    return { total: to - from, patch: patch ? patch.end - patch.start : 0, saved: patch ? patch.end - from : 0, calls: calls.length };
  });
}

const fixture = JSON.parse(fs.readFileSync(path.join(root, 'tests/fixtures/flows', `${FIXTURE}.json`), 'utf8')) as Fixture;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-browser-'));
const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'test' });
const browser = await launchHeadlessChromium();
const all: (StepTiming & { step: string })[] = [];
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await instrument(page);
    await newConfirmedJobseeker(page, dataDir);
    // Signed in by the context's stored session: the page has not opened the app yet.
    const token = (await context.storageState()).origins.flatMap((origin) => origin.localStorage).find((item) => item.name === JWT_STORAGE_KEY)?.value;
    const { flow } = (await (await fetch(`${server.url}/api/flows/jobseeker/`, { headers: { authorization: `Bearer ${token}` } })).json()) as { flow: Flow };
    await page.goto('/profile');
    for (const step of fixture.expectedPath) {
      await page.waitForURL((url) => url.pathname === `/profile/${step}`);
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      const timing = await measureStep(page, flow, step, fixture.answers);
      // The first step change of a session also fetches the step screen's code: a cold start, not a step change.
      if (step !== fixture.expectedPath[0]) all.push({ step, ...timing });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const round1 = (value: number) => Math.round(value * 10) / 10;
console.table(
  all.map(({ step, total, patch, saved, calls }) => ({
    step,
    'click → heading painted (ms)': round1(total),
    'PATCH round trip (ms)': round1(patch),
    'click → save answered (ms)': round1(saved),
    'API calls': calls,
  })),
);
const totals = all.map((row) => row.total);
const withSave = all.filter((row) => row.patch > 0);
const patches = withSave.map((row) => row.patch);
const saves = withSave.map((row) => row.saved);
console.log(`${all.length} step changes (${ROUNDS} walks of ${FIXTURE}, first step of each left out), ${os.cpus().length} cores.`);
console.table([
  { figure: 'click → next heading painted (target ≤ 60 ms median)', 'median ms': round1(quantile(totals, 0.5)), 'p95 ms': round1(quantile(totals, 0.95)) },
  { figure: `the PATCH round trip (${withSave.length} saves)`, 'median ms': round1(quantile(patches, 0.5)), 'p95 ms': round1(quantile(patches, 0.95)) },
  { figure: 'click → save answered, the address moves on', 'median ms': round1(quantile(saves, 0.5)), 'p95 ms': round1(quantile(saves, 0.95)) },
  {
    figure: 'API calls per Continue',
    'median ms': quantile(
      all.map((row) => row.calls),
      0.5,
    ),
    'p95 ms': quantile(
      all.map((row) => row.calls),
      0.95,
    ),
  },
]);
