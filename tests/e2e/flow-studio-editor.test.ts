import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callApiAs, signInAs } from './support/accounts';
import { screenshot, startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { newConfirmedJobseeker } from './support/new-jobseeker';

const NEW_LABEL = 'Where are you in your search for a new role?';
let env: E2eEnvironment;
let staff: Page;

beforeAll(async () => {
  env = await startE2eEnvironment();
  staff = await env.newPage({ width: 1440, height: 900 });
  await signInAs(staff, 'staff');
});
afterAll(() => env.close());

/** The studio's search finds a question by its words and opens its step there. */
async function openQuestion(page: Page, words: string, label: string): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('searchbox', { name: 'Search steps and questions to edit' }).fill(words);
  await page
    .getByRole('list', { name: 'Questions found' })
    .getByRole('button', { name: new RegExp(label.slice(0, 20)) })
    .first()
    .click();
  return page.getByRole('region', { name: `Question: ${label}` });
}

interface SavedDraft {
  flow: { questions: Record<string, { label: string }>; steps: { name: string; when?: unknown }[]; migrateFrom?: { version: number; ops: unknown[] } } | null;
}

describe('the flow studio editor, as a product person uses it', () => {
  it(
    'changes a label, adds and merges options, builds a condition from dropdowns, keeps the draft over a reload and publishes after the confirmation',
    { timeout: 150_000 },
    async () => {
      // Someone who signed up before the change (version 1).
      const seeker = await env.newPage();
      await newConfirmedJobseeker(seeker, env.dataDir);

      await staff.goto('/dashboard/flows/jobseeker');
      await staff.getByRole('heading', { level: 1, name: 'Job seeker onboarding, version 1' }).waitFor();

      // The label, found by its words and changed in a field named in words.
      let question = await openQuestion(staff, 'job search', 'Where are you in your job search?');
      await question.getByRole('textbox', { name: 'Question', exact: true }).fill(NEW_LABEL);
      question = staff.getByRole('region', { name: `Question: ${NEW_LABEL}` });

      // The shared option list copied into the question, an option added by its title.
      await question.getByRole('button', { name: 'Change the options for this question' }).click();
      await question.getByRole('textbox', { name: 'New option' }).fill('On a career break');
      await question.getByRole('button', { name: 'Add option' }).click();
      await question
        .getByRole('textbox', { name: /^Option \d+$/ })
        .last()
        .waitFor();
      expect(
        await question
          .getByRole('textbox', { name: /^Option \d+$/ })
          .last()
          .inputValue(),
      ).toBe('On a career break');

      // Two options merged: "Open to the right opportunity" goes, its answers move to "Actively looking".
      await question.getByRole('button', { name: 'Remove “Open to the right opportunity”' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Remove “Open to the right opportunity”' });
      await dialog.getByRole('radio', { name: 'Move them to “Actively looking”' }).check();
      await dialog.getByRole('button', { name: 'Remove and move the answers' }).click();
      await dialog.waitFor({ state: 'detached' });

      // A step's condition built from dropdowns: the start-date step only for those actively looking or on a break.
      await staff.getByRole('navigation', { name: 'Steps and questions' }).getByRole('searchbox').fill('');
      await staff
        .getByRole('list', { name: 'Steps' })
        .getByRole('button', { name: /When could you start/ })
        .click();
      await staff.getByRole('combobox', { name: 'Show this step', exact: true }).click();
      await staff.getByRole('option', { name: 'Only when an earlier answer matches' }).click();
      await staff.getByRole('combobox', { name: 'Show this step: the question' }).fill('search for a new role');
      await staff.getByRole('option', { name: NEW_LABEL }).click();
      await staff.getByRole('checkbox', { name: 'Actively looking' }).check();
      await staff.getByRole('checkbox', { name: 'On a career break' }).check();
      await staff.getByText(`Show this step when the answer to “${NEW_LABEL}” is “Actively looking” or “On a career break”.`).waitFor();

      await staff.getByRole('status').filter({ hasText: 'No problems.' }).waitFor();
      await staff
        .getByTestId('save-status')
        .filter({ hasText: /^Saved at / })
        .waitFor();
      await screenshot(staff, 'flow-studio-editor-1440');

      // What the studio wrote: the answers of the merged option move, written as the edit was made.
      const saved = (await (await callApiAs(staff, env.server.url, 'GET', '/api/flows/jobseeker/draft/')).json()) as SavedDraft;
      expect(saved.flow?.questions.jobSeekingStatus?.label).toBe(NEW_LABEL);
      expect(saved.flow?.migrateFrom).toEqual({ version: 1, ops: [{ op: 'mapValues', field: 'jobSeekingStatus', map: { passive: 'active' } }] });
      expect(saved.flow?.steps.find((step) => step.name === 'available_start_date')?.when).toEqual({
        op: 'in',
        field: 'jobSeekingStatus',
        values: ['active', 'on_a_career_break'],
      });

      // The draft survives a reload.
      await staff.reload();
      await staff.getByRole('heading', { level: 1, name: 'Job seeker onboarding, version 1' }).waitFor();
      await staff.getByTestId('save-status').filter({ hasText: 'Your draft is saved.' }).waitFor();
      question = await openQuestion(staff, 'search for a new role', NEW_LABEL);
      expect(await question.getByRole('textbox', { name: 'Question', exact: true }).inputValue()).toBe(NEW_LABEL);

      // A narrower window still reads.
      await staff.setViewportSize({ width: 1024, height: 768 });
      await screenshot(staff, 'flow-studio-editor-1024');
      await staff.setViewportSize({ width: 1440, height: 900 });

      // Publishing asks first and says what it does in words.
      await staff.getByRole('status').filter({ hasText: 'No problems.' }).waitFor();
      await staff.getByRole('button', { name: 'Publish version 2' }).click();
      const confirm = staff.getByRole('dialog', { name: 'Publish version 2 of Job seeker onboarding?' });
      await confirm.getByText(/^(Publishing moves [\d,]+ (person|people) to version 2\.|Nobody is on an earlier version\.)/).waitFor();
      await screenshot(staff, 'flow-studio-publish-dialog');
      await confirm.getByRole('button', { name: 'Confirm: publish version 2' }).click();
      await staff.getByText(/^Published version 2\./).waitFor();
      const forgotten = (await (await callApiAs(staff, env.server.url, 'GET', '/api/flows/jobseeker/draft/')).json()) as SavedDraft;
      expect(forgotten.flow).toBeNull();

      // The job seeker who signed up before sees the new label, with no restart.
      await seeker.goto('/profile/job_seeking_status');
      await seeker.getByText(NEW_LABEL).waitFor();
    },
  );
});
