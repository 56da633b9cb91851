import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';

let env: E2eEnvironment;
let staff: Page;
let threadUrl: string;
beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage();
});
afterAll(() => env.close());

const EMPLOYER_ONLY = 'Note for the employer: her references are excellent.';
const TO_ALL = 'Hello both: shall we set up an interview for next week?';
const REPLY = 'Thank you, Tuesday at 10 works for us.';

/** Writes a message in the open conversation to the sides ticked, and waits for it to appear with its label. */
async function send(page: Page, text: string, audiences: string[], label: string) {
  for (const audience of audiences) await page.getByRole('checkbox', { name: audience, exact: true }).check();
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: `Send: ${label}` }).click();
  const sent = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  await sent.getByText(label, { exact: true }).waitFor();
}

describe('messages about a match, each read only by the sides it is for', () => {
  it('staff write to the employer only, then to the job seeker and the employer', async () => {
    await signInAs(staff, 'staff');
    const response = await callApiAs(staff, env.server.url, 'GET', '/api/matches/?status=pending_employer_review');
    const { results } = (await response.json()) as { results: { id: number; jobseeker_first_name: string }[] };
    const demo = results[0]!;
    await staff.goto(`/messages?match=${demo.id}`);
    await staff.waitForURL(/\/messages\?thread=\d+$/);
    threadUrl = new URL(staff.url()).pathname + new URL(staff.url()).search;
    await staff.getByText('No messages yet. Write the first one below.').waitFor();

    await send(staff, EMPLOYER_ONLY, ['Employer'], 'Employer only');
    await send(staff, TO_ALL, ['Job seeker', 'Employer'], 'Job seeker and employer');
    await screenshot(staff, 'messages-staff');
  });

  it('the job seeker sees only the message written to them, with its label, and it counts as unread until opened', async () => {
    const seeker = await env.newPage({ width: 390, height: 844 });
    await signInAs(seeker, 'jobseeker');
    await seeker.goto('/messages');
    const conversations = seeker.getByRole('list', { name: 'Conversations' });
    const thread = conversations.getByRole('button', { name: /Director of Operations at.*1 unread message/ });
    await thread.click();
    const messages = seeker.getByRole('list', { name: 'Messages' });
    await messages.getByText(TO_ALL).waitFor();
    await messages.getByText('Job seeker and employer', { exact: true }).waitFor();
    expect(await messages.getByRole('listitem').count()).toBe(1);
    expect(await seeker.getByText(EMPLOYER_ONLY).count()).toBe(0);
    await screenshot(seeker, 'messages-jobseeker-phone');
    // Opened is read: back in the list, the count is gone.
    await seeker.getByRole('button', { name: 'Back to conversations' }).click();
    await conversations.getByRole('button', { name: /Director of Operations at/ }).waitFor();
    await seeker.waitForFunction(() => !document.body.textContent?.includes('unread message'));
  });

  it('the employer reads both and replies; staff see the reply, and the job seeker never does', async () => {
    const employer = await env.newPage();
    await signInAs(employer, 'employee');
    await employer.goto('/messages');
    await employer
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /for Director of Operations/ })
      .click();
    const messages = employer.getByRole('list', { name: 'Messages' });
    await messages.getByText(EMPLOYER_ONLY).waitFor();
    await messages.getByText(TO_ALL).waitFor();
    // Their own side and staff always read what they write; the job seeker only if they tick it.
    expect(await employer.getByRole('checkbox', { name: 'Employer (always)' }).isChecked()).toBe(true);
    await send(employer, REPLY, [], 'Employer only');

    await staff.goto(threadUrl);
    await staff.getByRole('list', { name: 'Messages' }).getByText(REPLY).waitFor();
    await screenshot(staff, 'messages-staff-reply');

    const seeker = await env.newPage();
    await signInAs(seeker, 'jobseeker');
    await seeker.goto(threadUrl);
    await seeker.getByRole('list', { name: 'Messages' }).getByText(TO_ALL).waitFor();
    expect(await seeker.getByText(REPLY).count()).toBe(0);
  });
});
