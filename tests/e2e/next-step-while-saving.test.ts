import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import type { Answers, Flow } from '../../src/flows';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { newConfirmedJobseeker } from './support/new-jobseeker';
import { answerStep } from './support/profile-flow-driver';

// Issue 38 item 8: Continue shows the next question at once and saves the answer meanwhile. The address follows the
// save; a refused save brings the person back to the question as they left it; nothing on the next question is done
// before the save before it has been answered.

let env: E2eEnvironment;
beforeAll(async () => {
  env = await startE2eEnvironment();
});
afterAll(() => env.close());

type Json = Record<string, unknown>;
const ANSWERS: Answers = { gender: 'decline_to_state', ethnicity: ['declined_to_state'] };

async function flowOf(page: Page): Promise<Flow> {
  return ((await (await callApiAs(page, env.server.url, 'GET', '/api/flows/jobseeker/')).json()) as { flow: Flow }).flow;
}

async function savedAnswers(page: Page): Promise<Json> {
  return ((await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Json }).answers;
}

function headingOf(flow: Flow, stepName: string): string {
  const step = flow.steps.find((candidate) => candidate.name === stepName)!;
  return step.title ?? step.section;
}

interface HeldSaves {
  /** Each save the page sent, held until the test continues or answers it. */
  held: Route[];
  /** For each save, whether the first had been let through when it was sent. */
  sentAfterFirstLetThrough: boolean[];
  letFirstThrough: () => Promise<void>;
}

/** Opens the gender question with every save held until the test lets it through. */
async function openGenderHoldingSaves(page: Page): Promise<{ flow: Flow } & HeldSaves> {
  await newConfirmedJobseeker(page, env.dataDir);
  const flow = await flowOf(page);
  const held: Route[] = [];
  const sentAfterFirstLetThrough: boolean[] = [];
  let firstLetThrough = false;
  await page.route('**/api/**', (route) => {
    if (route.request().method() === 'GET') return route.continue();
    sentAfterFirstLetThrough.push(firstLetThrough);
    held.push(route);
  });
  await page.goto('/profile/gender');
  await page.getByRole('button', { name: 'Continue' }).waitFor();
  const letFirstThrough = async () => {
    firstLetThrough = true;
    await held[0]!.continue();
  };
  return { flow, held, sentAfterFirstLetThrough, letFirstThrough };
}

const onlyHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Answers the gender question and continues: its save is held, and the ethnicity question is shown meanwhile. */
async function continueFromGender(page: Page, flow: Flow, held: Route[]): Promise<void> {
  await answerStep(page, flow, 'gender', ANSWERS);
  await expect.poll(() => held.length).toBe(1);
  await onlyHeading(page)
    .filter({ hasText: headingOf(flow, 'ethnicity') })
    .waitFor();
}

/** Lets a held save through and waits for its answer, then two frames: time for a move it started to reach the address. */
async function letThroughAndSettle(page: Page, save: Route): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await save.continue();
  await answered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('Continue shows the next question while the answer is saved', () => {
  it('draws the next question before the save is answered, and takes its address once it is saved', async () => {
    const page = await env.newPage();
    const { flow, held } = await openGenderHoldingSaves(page);

    await continueFromGender(page, flow, held);
    // The save is still on its way: the next question is on screen, the address still the one being saved.
    expect(await onlyHeading(page).allTextContents()).toEqual([headingOf(flow, 'ethnicity')]);
    expect(new URL(page.url()).pathname).toBe('/profile/gender');
    await screenshot(page, 'next-step-while-saving');

    await held[0]!.continue();
    await page.waitForURL((url) => url.pathname === '/profile/ethnicity');
    expect((await savedAnswers(page)).gender).toBe('decline_to_state');
  });

  it('brings the person back to the question with their answer and the server’s reason when the save is refused', async () => {
    const page = await env.newPage();
    const { flow, held } = await openGenderHoldingSaves(page);

    await continueFromGender(page, flow, held);
    await held[0]!.fulfill({ status: 400, json: { gender: ['This answer could not be saved: try again.'] } });

    await page.getByText('This answer could not be saved: try again.').first().waitFor();
    expect(await onlyHeading(page).allTextContents()).toEqual([headingOf(flow, 'gender')]);
    expect(new URL(page.url()).pathname).toBe('/profile/gender');
    expect(await page.getByRole('radio', { checked: true }).count(), 'the answer the person chose is still chosen').toBe(1);
    expect((await savedAnswers(page)).gender ?? null).toBeNull();

    // Let through, the same Continue saves and goes on.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/ethnicity');
    expect((await savedAnswers(page)).gender).toBe('decline_to_state');
  });

  it('holds a Continue on the next question until the save before it is answered, then saves it after', async () => {
    const page = await env.newPage();
    const { flow, held, sentAfterFirstLetThrough, letFirstThrough } = await openGenderHoldingSaves(page);

    await continueFromGender(page, flow, held);
    // Answered and continued before the gender answer is saved: the ethnicity save must not overtake it.
    await answerStep(page, flow, 'ethnicity', ANSWERS);
    await letFirstThrough();
    await expect.poll(() => held.length).toBe(2);
    expect(sentAfterFirstLetThrough, 'the second save was sent only once the first was let through').toEqual([false, true]);
    await held[1]!.continue();

    await page.waitForURL((url) => url.pathname !== '/profile/gender' && url.pathname !== '/profile/ethnicity');
    expect(new URL(page.url()).pathname).toMatch(/^\/profile\/[a-z_]+$/);
    const saved = await savedAnswers(page);
    expect(saved.gender).toBe('decline_to_state');
    expect(saved.ethnicity).toEqual(['declined_to_state']);
  });

  it('leaves the person where they went when they leave for another page before the save is answered', async () => {
    const page = await env.newPage();
    const { flow, held } = await openGenderHoldingSaves(page);

    await continueFromGender(page, flow, held);
    await page.getByRole('link', { name: 'Messages' }).click();
    await page.waitForURL((url) => url.pathname === '/messages');

    await letThroughAndSettle(page, held[0]!);
    expect(new URL(page.url()).pathname).toBe('/messages');
    expect((await savedAnswers(page)).gender).toBe('decline_to_state');
  });

  it('leaves the person on the question the browser’s Back took them to when the save is answered after it', async () => {
    const page = await env.newPage();
    const { flow, held } = await openGenderHoldingSaves(page);
    await continueFromGender(page, flow, held);
    await held[0]!.continue();
    await page.waitForURL((url) => url.pathname === '/profile/ethnicity');

    await answerStep(page, flow, 'ethnicity', ANSWERS);
    await expect.poll(() => held.length).toBe(2);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/profile/gender');
    await onlyHeading(page)
      .filter({ hasText: headingOf(flow, 'gender') })
      .waitFor();

    await letThroughAndSettle(page, held[1]!);
    expect(new URL(page.url()).pathname).toBe('/profile/gender');
    expect(await onlyHeading(page).allTextContents()).toEqual([headingOf(flow, 'gender')]);
    expect((await savedAnswers(page)).ethnicity).toEqual(['declined_to_state']);

    // Continue from there goes on as ever, to the question after it.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/ethnicity');
  });
});
