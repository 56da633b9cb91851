import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { logInAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';

let env: E2eEnvironment;
let staff: Page;

beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage({ width: 1440, height: 900 });
  await logInAs(staff, 'staff');
});
afterAll(() => env.close());

/**
 * Every word drawn in the map's canvas that is on screen: its text and its size on screen, the computed font size
 * times the zoom of the canvas's viewport transform. (An inline arrow: tsx wraps named functions in a helper the
 * page does not have.)
 */
const wordsOnScreen = (map: Locator) =>
  map.evaluate((root) => {
    const viewport = root.querySelector('.react-flow__viewport');
    if (!viewport) return { zoom: 0, words: [] };
    const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
    const frame = root.getBoundingClientRect();
    const words: { text: string; px: number }[] = [];
    const walker = document.createTreeWalker(viewport, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement;
      const content = text.textContent?.trim() ?? '';
      if (!element || content === '') continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const onScreen = box.width > 0 && box.right > frame.left && box.left < frame.right && box.bottom > frame.top && box.top < frame.bottom;
      if (onScreen && style.visibility === 'visible') words.push({ text: content, px: parseFloat(style.fontSize) * zoom });
    }
    return { zoom, words };
  });

/** How far the step's box's middle is from the map's middle, in screen pixels. */
const offCentre = async (map: Locator, step: string) => {
  const frame = (await map.boundingBox())!;
  const box = (await map.locator(`.react-flow__node[data-id="${step}"]`).boundingBox())!;
  return Math.hypot(box.x + box.width / 2 - (frame.x + frame.width / 2), box.y + box.height / 2 - (frame.y + frame.height / 2));
};

describe('the flow map at 1,440 x 900', () => {
  it('first shows the sections, every word at least 12 px on screen, with a legend of the sections and their step counts', async () => {
    await staff.goto('/dashboard/flows/jobseeker');
    const map = staff.getByTestId('flow-map');
    await map.locator('[data-detail] .map-caption').first().waitFor();
    // The canvas fits the map to its box once its nodes are measured: wait until the transform has settled on that.
    await expect.poll(async () => (await wordsOnScreen(map)).zoom, { timeout: 10_000 }).toBeLessThan(1);

    const first = await wordsOnScreen(map);
    expect(first.words.map((word) => word.text)).toEqual(expect.arrayContaining(['Core Profile', '15 steps', 'Affiliations', '4 steps']));
    const tooSmall = first.words.filter((word) => word.px < 12);
    expect(tooSmall, `words under 12 px at zoom ${first.zoom}`).toEqual([]);

    const legend = staff.getByRole('list', { name: 'Sections' });
    expect(await legend.getByRole('button').allTextContents()).toEqual([
      'Core Profile15 steps',
      'Job Seeking Preferences4 steps',
      'Professional Experience9 steps',
      'Demographics2 steps',
      'Workplace Preferences12 steps',
      'Affiliations4 steps',
    ]);
    await screenshot(staff, 'flow-map-overview');
  });

  it('opens a section from the legend with its steps and conditions readable', async () => {
    const map = staff.getByTestId('flow-map');
    await staff
      .getByRole('list', { name: 'Sections' })
      .getByRole('button', { name: /^Core Profile/ })
      .click();
    await map.getByText('Can work in us is No').first().waitFor();
    await expect.poll(async () => (await wordsOnScreen(map)).zoom).toBeGreaterThanOrEqual(0.93);
    const opened = await wordsOnScreen(map);
    expect(opened.words.map((word) => word.text)).toContain('Are you legally authorized to work in the United States?');
    expect(opened.words.filter((word) => word.px < 12)).toEqual([]);
    await screenshot(staff, 'flow-map-section');
  });

  it("search finds a question by its words, centres and chooses its step, and shows the question's own condition", async () => {
    const map = staff.getByTestId('flow-map');
    await staff.getByRole('combobox', { name: 'Find a question or step' }).fill('identify how');
    await staff.getByRole('option', { name: /How do you identify\?/ }).click();
    await map.locator('.react-flow__node.chosen-step[data-id="gender"]').waitFor();
    await expect.poll(() => offCentre(map, 'gender')).toBeLessThan(30);
    const note = map.locator('.react-flow__node[data-id="gender"] .map-note');
    await note.filter({ hasText: /^Asks “How do you identify\?” only when Gender is \S/ }).waitFor();
    const words = await wordsOnScreen(map);
    expect(words.words.find((word) => word.text.startsWith('Asks “How do you identify?”'))?.px).toBeGreaterThanOrEqual(12);
    await screenshot(staff, 'flow-map-search');
  });

  it('reaches and chooses steps from the keyboard', async () => {
    const map = staff.getByTestId('flow-map');
    await map.locator('.react-flow__node[data-id="gender"]').focus();
    await staff.keyboard.press('Tab');
    const focused = await staff.evaluate(() => document.activeElement?.getAttribute('data-id'));
    expect(focused).toBe('ethnicity');
    await staff.keyboard.press('Enter');
    await map.locator('.react-flow__node.chosen-step[data-id="ethnicity"]').waitFor();
  });
});

describe('when the layout fails', () => {
  it('says so in words with a retry, and the retry draws the map', async () => {
    const page = await env.newPage({ width: 1440, height: 900 });
    await signInAs(page, 'staff');
    await page.route('**/flow-map-layout.worker-*.js', (route) => route.abort());
    await page.goto('/dashboard/flows/jobseeker');
    const map = page.getByTestId('flow-map');
    await map.getByText(/^The map could not be laid out: /).waitFor();
    await page.unroute('**/flow-map-layout.worker-*.js');
    await map.getByRole('button', { name: 'Try again' }).click();
    await map.locator('[data-detail] .map-caption').first().waitFor();
  });
});
