import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, evaluated in the page over the DevTools protocol (our CSP would refuse a script tag). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a test (issue 13: "no serious or critical violation"). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AccessibilityViolation {
  /** The page's path and query when it was audited. */
  page: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few). */
  targets: string[];
}

interface AxeNode {
  target: unknown[];
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Audits what the page shows now with axe-core (WCAG 2.x A and AA rules) and answers its serious and critical
 * violations.
 */
export async function auditAccessibility(page: Page): Promise<AccessibilityViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  const url = new URL(page.url());
  return (violations as AxeViolation[])
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      page: `${url.pathname}${url.search}`,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }));
}

export function describeViolation(violation: AccessibilityViolation): string {
  return `${violation.page}: ${violation.impact} ${violation.rule} (${violation.help}) at ${violation.targets.join(', ')}`;
}

/**
 * Audits a state that exists only once something is opened (a dialog, a drawer, a menu, the bell's list): waits
 * until `opened` shows and its opening transition has finished, then audits the whole page as it stands, so the
 * open part is checked in place (its name, what it holds, the contrast of what it shows). Each violation names
 * the state, as `what`, after the page.
 */
export async function auditOpenState(page: Page, opened: Locator, what: string): Promise<AccessibilityViolation[]> {
  await opened.waitFor({ state: 'visible' });
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, { timeout: 3_000 })
    .catch(() => undefined);
  // MUI's transitions run on timers as well as animations: wait until the open part stops moving.
  let before = JSON.stringify(await opened.boundingBox());
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(50);
    const now = JSON.stringify(await opened.boundingBox());
    if (now === before) break;
    before = now;
  }
  return (await auditAccessibility(page)).map((violation) => ({ ...violation, page: `${violation.page} with ${what} open` }));
}
