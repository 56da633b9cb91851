import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, logInAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { chooseInOpenMenu } from './support/forms';

/**
 * Matching as the three parties try it (issue 11), on the demo data of a first start: staff find candidates for
 * the demo organisation's open role and propose one; the next morning (the server restarted a day ahead) the
 * job seeker gets the confirm-match e-mail and says they are interested; staff accept and send the match to the
 * employer, who interviews, offers and hires; the role is filled and its other matches archived.
 * The tests build on each other, in order.
 */

interface WireMatch {
  id: number;
  jobseeker: number;
  status: string;
  archived: boolean;
  jobseeker_first_name: string;
  jobseeker_last_name: string;
}

let env: E2eEnvironment;
let staff: Page;
let roleUuid = '';
let proposedName = '';
let proposedJobseeker = 0;

beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage();
});
afterAll(() => env.close());

async function matchesOfRole(page: Page): Promise<WireMatch[]> {
  const response = await callApiAs(page, env.server.url, 'GET', `/api/matches/?role=${roleUuid}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as WireMatch[] | { results: WireMatch[] };
  return Array.isArray(body) ? body : body.results;
}

/** The newest kept e-mail whose link contains `pathPart`: its recipient and link. */
async function newestMailWithLink(pathPart: string, timeoutMs = 30_000): Promise<{ to: string; link: string }> {
  const folder = path.join(env.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const link = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(pathPart));
      if (link) return { to: /^To: (.*)$/m.exec(text)?.[1] ?? '', link };
    }
    if (Date.now() > deadline) throw new Error(`no e-mail with a ${pathPart} link arrived`);
    // The worker polls the queue every few seconds; the file appears once it has run the job.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('matching, from candidates to a hire', () => {
  it('staff find ranked candidates for the open demo role, with the reasons, and propose one', async () => {
    await signInAs(staff, 'staff');
    await staff.goto('/matching-results');
    const roles = staff.getByRole('list', { name: 'Roles' });
    const role = roles.getByRole('listitem').filter({ hasText: 'Director of Operations' });
    await role.waitFor();
    await screenshot(staff, 'matching-results');
    await role
      .getByRole('link', { name: /candidates/i })
      .first()
      .click();
    await staff.waitForURL(/\/matching-results\/[0-9a-f-]{36}$/);
    roleUuid = staff.url().split('/').pop()!;

    const candidates = staff.getByRole('list', { name: 'Candidates, best first' });
    const first = candidates.getByRole('listitem').first();
    await first.waitFor();
    // The best candidates show their score and the reasons behind it at once.
    await first
      .getByText(/functional area/i)
      .first()
      .waitFor();
    await screenshot(staff, 'matching-candidates');

    // The demo job seeker is already matched; the best candidate without a match is proposed.
    const proposable = candidates.getByRole('button', { name: /^Propose match: / }).first();
    const label = (await proposable.getAttribute('aria-label'))!;
    proposedName = label.replace('Propose match: ', '');
    await proposable.click();
    // Staff read who, for which role, and that an e-mail will go, before anything is sent.
    const asked = staff.getByRole('dialog', { name: `Propose ${proposedName}?` });
    await asked.getByText('An e-mail will ask them the next morning to confirm their interest.', { exact: false }).waitFor();
    await screenshot(staff, 'propose-match-dialog');
    await asked.getByRole('button', { name: 'Propose match' }).click();
    await candidates.getByRole('button', { name: `Match proposed: ${proposedName}` }).waitFor();

    const proposed = (await matchesOfRole(staff)).find(
      (match) => `${match.jobseeker_first_name} ${match.jobseeker_last_name}` === proposedName && match.status === 'confirm_match',
    );
    expect(proposed).toBeDefined();
    proposedJobseeker = proposed!.jobseeker;
  });

  it('the job seeker is e-mailed the next morning and says they are interested, without signing in', async () => {
    // No confirm-match e-mail goes out the same day (spec 001 §4.1: the next morning).
    expect(fs.existsSync(path.join(env.dataDir, 'outbox')) ? fs.readdirSync(path.join(env.dataDir, 'outbox')).length : 0).toBe(0);
    // A day later: the server restarts with its clock a day ahead, and the job queued before the restart runs.
    await env.stopServer();
    await env.startServer({ CLOCK_OFFSET_HOURS: '24' });
    const mail = await newestMailWithLink('/matching/confirmation');
    expect(mail.to).toMatch(/@generated\.example\.com$/);

    const jobseeker = await env.newPage({ width: 390, height: 844 });
    await jobseeker.goto(mail.link);
    await jobseeker.getByText('Director of Operations').first().waitFor();
    await jobseeker.getByText('Riverside Charter Schools').first().waitFor();
    await screenshot(jobseeker, 'match-confirmation');
    await jobseeker.getByRole('button', { name: "I'm interested" }).click();
    await jobseeker.getByText(/thank you/i).waitFor();
  });

  it('staff see the answer, accept for the job seeker with a note, and send the match to the employer', async () => {
    // The server's clock moved a day on, so the morning's session has run out.
    await logInAs(staff, 'staff');
    await staff.goto(`/role/matches/${roleUuid}`);
    const card = staff.getByRole('listitem').filter({ hasText: proposedName }).first();
    await card.getByText('Interested').first().waitFor();
    await card.getByRole('button', { name: 'History, notes and status' }).click();

    async function moveTo(status: string, note: string) {
      const form = staff.getByRole('form', { name: `Move ${proposedName}’s match` });
      await form.getByRole('combobox', { name: 'Status' }).click();
      await chooseInOpenMenu(staff, status);
      await form.getByRole('textbox', { name: 'Note' }).fill(note);
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText(`Moved to ${status}.`).waitFor();
      await screenshot(staff, `matching-moved-${status.toLowerCase().replace(/ /g, '-')}`);
    }
    await moveTo('Job seeker accept', 'Confirmed by e-mail: keen on operations leadership.');
    await moveTo('Pending employer review', 'Strong school operations background.');
    await screenshot(staff, 'matching-pipeline');
    const history = staff.getByRole('region', { name: `History of ${proposedName}’s match` });
    await history.getByText('Strong school operations background.').waitFor();
  });

  it('the employer interviews, offers and hires; the role is filled and its other matches archived', async () => {
    const employer = await env.newPage();
    await signInAs(employer, 'employee');
    await employer.goto('/matching');
    await employer
      .getByRole('link', { name: /view candidates/i })
      .first()
      .click();
    await employer.waitForURL((url) => url.pathname === `/matching/${roleUuid}`);
    await employer
      .getByRole('button', { name: new RegExp(proposedName) })
      .first()
      .click();

    const stage = employer.getByRole('form', { name: 'Move to a stage' });
    await stage.getByLabel('Next stage').selectOption({ label: 'Initial interview' });
    await stage.getByRole('button', { name: /move/i }).click();
    await employer.getByText(`${proposedName} moved to Initial interview.`).waitFor();

    await employer.getByRole('button', { name: 'Extend offer' }).click();
    await employer.getByRole('dialog').getByRole('button', { name: 'Extend offer' }).click();
    await employer.getByText(`Offer extended to ${proposedName}.`).waitFor();

    await employer.getByRole('button', { name: 'Hire' }).click();
    const hire = employer.getByRole('dialog');
    await hire.getByLabel(/first-year salary/i).fill('104000');
    await hire.getByText(/10%/).first().waitFor();
    await screenshot(employer, 'matching-hire');
    await hire.getByRole('button', { name: 'Hire' }).click();
    await employer.waitForURL((url) => url.pathname === '/matching');

    const after = await matchesOfRole(staff);
    const hired = after.find((match) => match.jobseeker === proposedJobseeker)!;
    expect(hired).toMatchObject({ status: 'hired' });
    expect(after.filter((match) => match.id !== hired.id).every((match) => match.archived)).toBe(true);
    const role = await callApiAs(employer, env.server.url, 'GET', `/api/employer/role/${roleUuid}/`);
    expect(((await role.json()) as { status: string }).status).toBe('filled');
  });
});
