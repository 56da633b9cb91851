import { chooseInOpenMenu } from './forms';
import type { Locator, Page } from 'playwright-core';
import { evaluateCondition, type Answers, type Flow, type JsonSchema } from '../../../src/flows';
import { choicesOf } from '../../../src/web/forms/step-form-schema';

type Json = Record<string, unknown>;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words a person sees for a stored option value. */
export function titleOf(schema: JsonSchema, value: unknown): string {
  const choice = choicesOf(schema)?.find((option) => option.const === value);
  if (!choice) throw new Error(`No option ${JSON.stringify(value)} in ${JSON.stringify(schema).slice(0, 200)}`);
  return choice.title;
}

function itemsOf(schema: JsonSchema): JsonSchema {
  return (schema as { items: JsonSchema }).items;
}

function propertyOf(schema: JsonSchema, name: string): JsonSchema {
  return (schema as { properties: Record<string, JsonSchema> }).properties[name]!;
}

async function chooseInSelect(page: Page, id: string, title: string): Promise<void> {
  await page.locator(`[id="${id}"]`).click();
  await chooseInOpenMenu(page, title);
}

async function setSlider(field: Locator, value: number): Promise<void> {
  const thumb = field.locator('input[type="range"]');
  await thumb.focus();
  await thumb.press('Home');
  for (let step = 0; step < value; step += 1) await thumb.press('ArrowRight');
}

/** Fills one record's fields (ids root_<field>[_<index>]_<name>) as a person would. */
async function fillRecord(page: Page, prefix: string, schema: JsonSchema, record: Json): Promise<void> {
  for (const [name, value] of Object.entries(record)) {
    if (value === null || value === undefined || ['id', 'mostRecentRole', 'deleted', 'universityId'].includes(name)) continue;
    const id = `${prefix}_${name}`;
    const child = propertyOf(schema, name);
    if (typeof value === 'boolean') {
      const box = page.locator(`[id="${id}"]`);
      if (value) await box.check();
      else await box.uncheck();
    } else if (choicesOf(child)) {
      await chooseInSelect(page, id, titleOf(child, value));
    } else if (name === 'school') {
      await page.locator(`[id="${id}"]`).fill(String(value));
      await page.keyboard.press('Escape');
    } else {
      await page.locator(`[id="${id}"]`).fill(String(value));
    }
  }
}

/** Answers one question of the step on screen with a fixture's value, through its widget. */
export async function answerQuestion(page: Page, flow: Flow, field: string, value: unknown): Promise<void> {
  const question = flow.questions[field]!;
  const root = page.locator(`[id="root_${field}"]`);
  switch (question.ui.widget) {
    case 'radio':
      // Start-date options carry a month hint after their words: "In 1-3 months (around January 2027)".
      await root.getByLabel(new RegExp(`^${escapeRegExp(titleOf(question.schema, value))}( \\(around [^)]*\\))?$`)).check();
      return;
    case 'ranking':
      await root.getByLabel(String(value), { exact: true }).check();
      return;
    case 'checkboxes':
      for (const item of value as unknown[]) await root.getByLabel(titleOf(itemsOf(question.schema), item), { exact: true }).check();
      return;
    case 'select':
      await chooseInSelect(page, `root_${field}`, titleOf(question.schema, value));
      return;
    case 'slider':
      await setSlider(root, value as number);
      return;
    case 'text':
    case 'textarea':
    case 'date':
      await root.fill(String(value));
      return;
    case 'metro-area-picker':
      await root.fill(String(value));
      await root.press('Enter');
      return;
    case 'city-picker':
      for (const location of value as Json[]) {
        const label = `${String(location.city)}, ${String(location.state)}`;
        await root.fill(label);
        await page.getByRole('option', { name: label, exact: true }).click();
      }
      return;
    case 'record':
      await fillRecord(page, `root_${field}`, question.schema, value as Json);
      return;
    case 'records':
      for (const [index, record] of (value as Json[]).entries()) {
        await page.getByRole('button', { name: question.ui.addLabel ?? 'Add another' }).click();
        await fillRecord(page, `root_${field}_${index}`, itemsOf(question.schema), record);
      }
      return;
    case 'skill-ratings': {
      const skill = propertyOf(itemsOf(question.schema), 'skillId');
      for (const rating of value as Json[]) await page.getByLabel(titleOf(skill, rating.skillId), { exact: true }).selectOption(String(rating.rating));
      return;
    }
    default:
      throw new Error(`The driver cannot answer a ${question.ui.widget} question (${field})`);
  }
}

/** Answers every question the step shows for these answers, then continues. */
export async function answerStep(page: Page, flow: Flow, stepName: string, answers: Answers): Promise<void> {
  const step = flow.steps.find((candidate) => candidate.name === stepName)!;
  for (const field of step.questions) {
    const question = flow.questions[field]!;
    if (question.when && !evaluateCondition(question.when, answers)) continue;
    const value = answers[field];
    if (value === undefined || value === null) continue;
    await answerQuestion(page, flow, field, value);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}
