import type { Page } from 'playwright-core';

declare global {
  interface Window {
    e2eSubmits?: number;
  }
}

/** Two animation frames: whatever a key press or a click set going has been handled and drawn. */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Counts the form submissions the page makes from now on. A submission is dispatched in the same task as the key
 * or click that causes it, so reading the count after the next frames says "nothing was sent" without a fixed wait.
 */
export async function countSubmits(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    // One listener per document however often it is asked: a second would count each submission twice.
    if (window.e2eSubmits === undefined) document.addEventListener('submit', () => (window.e2eSubmits = (window.e2eSubmits ?? 0) + 1), { capture: true });
    window.e2eSubmits = 0;
  });
  return async () => {
    await afterNextFrames(page);
    return page.evaluate(() => window.e2eSubmits ?? 0);
  };
}

/**
 * A step has settled: its heading has taken the focus (which scrolls it into view) and has not moved for five frames
 * in a row, so whatever draws around it (a header, a section box) has been drawn.
 */
export async function stepSettled(page: Page, heading = '#step-heading h1'): Promise<void> {
  await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), heading);
  await page.waitForFunction(
    (selector) =>
      new Promise<boolean>((resolve) => {
        const top = () => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
        const first = top();
        let frames = 0;
        const check = () => {
          if (top() !== first) return resolve(false);
          frames += 1;
          if (frames === 5) return resolve(true);
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    heading,
  );
}
