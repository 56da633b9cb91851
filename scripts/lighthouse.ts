import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../tests/support/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

/**
 * `npm run lighthouse`: Lighthouse with its default mobile settings (Moto G Power viewport, simulated slow 4G
 * and 4x CPU slowdown) on /login, /signup and the job seeker home, against the built app on the real server.
 * Prints the scores and the figures behind them, and any accessibility audit that fails; asserts nothing.
 */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-lighthouse-chromium-'));
const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: '', NODE_ENV: 'development' });
// A persistent context is the browser's default one, where Lighthouse opens its tabs: the signed-in page
// finds the session stored there.
const context = await chromium.launchPersistentContext(profileDir, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${PORT}`],
});

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  'FCP ms': number;
  'LCP ms': number;
  'TBT ms': number;
  CLS: number;
  'JS KB transferred': number;
}

async function audit(name: string, url: string, signedIn: boolean): Promise<Row> {
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // LIGHTHOUSE_REPORT_DIR keeps each page's whole report, for finding what blocks the main thread.
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) fs.writeFileSync(path.join(reportDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
  const failing = Object.values(audits).filter(
    (entry) => entry.scoreDisplayMode === 'binary' && entry.score === 0 && categories.accessibility?.auditRefs.some((ref) => ref.id === entry.id),
  );
  for (const entry of failing) console.log(`${name}: accessibility audit "${entry.id}" fails: ${entry.title}`);
  // A run Lighthouse could not score says why, instead of a row of NaN.
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']) {
    const message = audits[id]?.errorMessage;
    if (message) console.log(`${name}: ${id} not measured: ${message}`);
  }
  const scripts = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    page: name,
    performance: categories.performance?.score ?? NaN,
    accessibility: categories.accessibility?.score ?? NaN,
    'FCP ms': numeric('first-contentful-paint'),
    'LCP ms': numeric('largest-contentful-paint'),
    'TBT ms': numeric('total-blocking-time'),
    CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    'JS KB transferred': Math.round((scripts?.transferSize ?? NaN) / 102.4) / 10,
  };
}

const rows: Row[] = [];
try {
  rows.push(await audit('/login', `${server.url}/login`, false));
  rows.push(await audit('/signup', `${server.url}/signup`, false));
  const login = await fetch(`${server.url}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jobseeker@demo.example.com', password: 'DemoJobseeker1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.url}/login`);
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
  rows.push(await audit('job seeker home (/dashboard)', `${server.url}/dashboard`, true));
} finally {
  await context.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
console.log('Lighthouse, default mobile settings (simulated slow 4G, 4x CPU slowdown). Targets: performance ≥ 0.98 (issue 38 item 7), accessibility 1.0.');
console.table(rows);
