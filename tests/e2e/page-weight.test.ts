import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { signInAs } from './support/accounts';

// /login can be used after a bounded amount of JavaScript and CSS over the wire (compressed), so the sign-in form
// is there on a slow phone connection; the question forms, data tables and uploads load on the pages that use
// them. A change that pulls more into the first page fails here: issue 13's budget, 150 KB, raised by 1 KB when the
// flow studio's two screens (issue 34) grew the entry's map of what each lazy route preloads by some 130 bytes and
// the framework chunk, the same size as before, compressed 130 bytes larger: no code was added to /login. Raised by
// 1 KB again when /login came drawn in its HTML (issue 38 item 7): the form is on screen before any of these bytes,
// which now count until the form can be used, and hydration's hand-over (the button waiting for the app, the typing
// given back) added some 300 bytes. Raised by 1 KB when the drawn pages came with a loader of their own (0.5 KB
// with its headers) that adds the first page's files as scripts of their own, each evaluated in its own task.
const LOGIN_BUDGET_BYTES = 153 * 1024;

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

interface Loaded {
  url: string;
  bytes: number;
}

describe('what the first page costs to load', () => {
  it(`makes /login usable with at most ${LOGIN_BUDGET_BYTES / 1024} KB of JavaScript and CSS as transferred`, async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    // The moment the form can be used (its HTML draws it before any script; its button waits for the app); what
    // the page fetches after that (the toast host, once idle) did not hold it up. Noted by the page itself as the
    // button is enabled: a check in each animation frame came seconds late on a busy CI machine, after the toast
    // host's idle fetch, and counted it.
    await page.addInitScript({
      content: `new MutationObserver((_records, observer) => {
        if (document.querySelector('button[type="submit"]:enabled') === null) return;
        window.formUsableAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });`,
    });
    await page.goto('/login');
    const shownAt = await (await page.waitForFunction(() => (window as Window & { formUsableAt?: number }).formUsableAt ?? null)).jsonValue();
    const loaded = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
          .filter((entry) => /\.(js|css)(\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < (before ?? Infinity))
          .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.transferSize })),
      shownAt,
    );
    const total = loaded.reduce((sum, { bytes }) => sum + bytes, 0);
    const listing = loaded.map(({ url, bytes }: Loaded) => `${(bytes / 1024).toFixed(1)} KB ${url}`).join('\n');
    console.log(`/login: ${(total / 1024).toFixed(1)} KB of JavaScript and CSS in ${loaded.length} files\n${listing}`);
    expect(loaded.length, 'the page loaded its scripts').toBeGreaterThan(0);
    // Every script arrived compressed: the transfer is well under the file's own size.
    const uncompressed = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
        .filter((entry) => entry.name.endsWith('.js') && entry.decodedBodySize > 4096 && entry.encodedBodySize >= entry.decodedBodySize)
        .map((entry) => entry.name),
    );
    expect(uncompressed, 'scripts sent without compression').toEqual([]);
    expect(total, `over budget:\n${listing}`).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it("asks for a job seeker home's code and data as the app first paints, not after the signed-in frame has arrived", async () => {
    const page = await env.newPage({ width: 390, height: 844 });
    await signInAs(page, 'jobseeker');
    // The signed-in frame's code held back: only what the app asks for before drawing the frame gets through.
    let releaseFrame = () => undefined as void;
    const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
    await page.route(/\/assets\/signed-in-frame-[^/]*\.js$/, async (route) => {
      await frameHeld;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/dashboard');
    await expect.poll(() => asked.some((path) => /\/assets\/jobseeker-home-[^/]*\.js$/.test(path)), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => asked.includes('/api/my-answers/jobseeker/'), { timeout: 15_000 }).toBe(true);
    // The top bar's count and the terms banner's answer too: the frame draws them in its first render.
    await expect.poll(() => asked.includes('/api/employer/new-match-count/'), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => asked.includes('/api/latest-terms/1/'), { timeout: 15_000 }).toBe(true);
    releaseFrame();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The last part the home draws: by then every hook has taken its early request over instead of asking again.
    await page.getByRole('region', { name: 'Our newsletter' }).waitFor();
    const api = asked.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/notifications'));
    const twice = api.filter((path, index) => api.indexOf(path) !== index);
    expect(twice, `asked more than once, of: ${api.join(', ')}`).toEqual([]);
  });
});
