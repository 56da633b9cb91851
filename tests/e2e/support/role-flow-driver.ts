import type { Page } from 'playwright-core';
import { evaluateCondition, walkFlow, type Answers, type Flow } from '../../../src/flows';
import { pdfWith } from '../../support/resume-files';
import { screenshot } from './browser';
import { answerQuestion, escapeRegExp, titleOf } from './profile-flow-driver';

type Json = Record<string, unknown>;

/**
 * A step's URL segment as the spec writes it (/role/{uuid}/job_title): the step name in snake_case. Written out
 * here rather than imported from the app, so the test checks the app's addresses instead of repeating them.
 */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The address of a role step, or an end of the flow that is an app path (/dashboard) as it is. */
export function roleStepPath(uuid: string, step: string): string {
  return step.startsWith('/') ? step : `/role/${uuid}/${snakeCase(step)}`;
}

/** Waits until the page shows this role step (or end); on a timeout says where the page is and what it reported. */
export async function onRoleStep(page: Page, uuid: string, step: string, timeoutMs = 10_000): Promise<void> {
  const wanted = roleStepPath(uuid, step);
  try {
    await page.waitForURL((url) => url.pathname === wanted, { timeout: timeoutMs });
    if (!step.startsWith('/')) await page.getByRole('button', { name: 'Continue' }).waitFor();
  } catch (error) {
    const shot = await screenshot(page, `role-walk-stuck-before-${snakeCase(step)}`);
    const alerts = await page.getByRole('alert').allTextContents();
    throw new Error(`Expected ${wanted}, but the page is ${new URL(page.url()).pathname}; alerts: ${JSON.stringify(alerts)}; see ${shot}`, { cause: error });
  }
}

/** The skill's words from the question's item schema. */
function skillTitle(flow: Flow, field: string, skillId: string): string {
  const items = (flow.questions[field]!.schema as { items: { properties: { skillId: { oneOf: { const: string; title: string }[] } } } }).items;
  const found = items.properties.skillId.oneOf.find((option) => option.const === skillId);
  if (!found) throw new Error(`No skill ${skillId} in the ${field} question`);
  return found.title;
}

/**
 * Skills the role asks for: each picked in "Add a skill" (a listed one by its words, one of the role's own by
 * `Add "<name>"`), then rated in the select that appears beside it.
 */
async function addRatedSkills(page: Page, flow: Flow, field: string, ratings: Json[]): Promise<void> {
  for (const rating of ratings) {
    const listed = typeof rating.skillId === 'string';
    const name = listed ? skillTitle(flow, field, String(rating.skillId)) : String(rating.customSkill);
    await page.getByLabel('Add a skill', { exact: true }).fill(name);
    await page.getByRole('option', { name: listed ? name : `Add "${name}"`, exact: true }).click();
    await page.getByLabel(name, { exact: true }).selectOption(String(rating.rating));
  }
}

/**
 * A list of short texts (the specific employers): typed into one box, separated by commas, where the step draws one
 * box; where it draws one box per item behind "Add another", one item per box.
 */
async function fillTextList(page: Page, flow: Flow, field: string, items: unknown[]): Promise<void> {
  const single = page.locator(`input[id="root_${field}"], textarea[id="root_${field}"]`);
  if ((await single.count()) > 0) {
    await single.fill(items.join(', '));
    return;
  }
  for (const [index, item] of items.entries()) {
    await page.getByRole('button', { name: flow.questions[field]!.ui.addLabel ?? 'Add another' }).click();
    await page.locator(`[id="root_${field}_${index}"]`).fill(String(item));
  }
}

/** Answers one question of a role step through its widget; the job seeker driver answers the widgets both flows share. */
export async function answerRoleQuestion(page: Page, flow: Flow, field: string, value: unknown): Promise<void> {
  const question = flow.questions[field]!;
  const root = page.locator(`[id="root_${field}"]`);
  switch (question.ui.widget) {
    case 'service-tier':
      // Each tier reads "Enhanced — 10% of first-year compensation (about $9,000 for this role)".
      await root.getByLabel(new RegExp(`^${escapeRegExp(titleOf(question.schema, value))} —`)).check();
      return;
    case 'skill-ratings':
      if (question.ui.skillsFromField) break;
      await addRatedSkills(page, flow, field, value as Json[]);
      return;
    case 'text':
      if (!Array.isArray(value)) break;
      await fillTextList(page, flow, field, value);
      return;
    case 'metro-area-picker':
      if (!Array.isArray(value)) break;
      for (const area of value) {
        await root.fill(String(area));
        await root.press('Enter');
      }
      return;
    case 'search-select':
      // A college is found by its name; ids (as the QA fixtures hold them) cannot be typed.
      for (const name of Array.isArray(value) ? value : [value]) {
        if (typeof name !== 'string') throw new Error(`${field}: give the walk names to search for, not ${JSON.stringify(name)}`);
        await root.fill(name);
        await page
          .getByRole('option', { name: new RegExp(`^${name}`) })
          .first()
          .click();
      }
      return;
    case 'file-upload': {
      const { fileName } = value as { fileName: string };
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfWith(['Director of Operations', 'Runs school operations.']) });
      await page.getByRole('link', { name: fileName }).waitFor();
      return;
    }
    default:
      break;
  }
  await answerQuestion(page, flow, field, value);
}

/** Answers every question the role step shows for these answers, then continues. */
export async function answerRoleStep(page: Page, flow: Flow, stepName: string, answers: Answers): Promise<void> {
  const step = flow.steps.find((candidate) => candidate.name === stepName);
  if (!step) throw new Error(`The role flow has no step ${stepName}`);
  for (const field of step.questions) {
    const question = flow.questions[field]!;
    if (question.when && !evaluateCondition(question.when, answers)) continue;
    const value = answers[field];
    if (value === undefined || value === null) continue;
    await answerRoleQuestion(page, flow, field, value);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** What a QA fixture of the role flow says about its walk. */
export interface RoleFixture {
  answers: Answers;
  expectedPath?: string[];
  expectedEnd?: string;
  expectedSkips?: string[];
  expectedNext?: Record<string, string>;
  expectedPrevious?: Record<string, string | null>;
}

export interface RoleWalkOptions {
  /** Called on arrival at each step, before it is answered. */
  during?: (step: string) => Promise<void>;
  /** Stop once the walk has arrived here (and checked its Back); the whole walk when absent. */
  until?: string;
  /** How long each step may take to appear (a walk expected to fail says so sooner). */
  stepTimeoutMs?: number;
  /** Steps of expectedPrevious whose Back is not tried, each for a known product bug that has its own test. */
  skipBackAt?: readonly string[];
}

/**
 * Walks a role from its first step in the browser with the fixture's answers: the steps visited are the fixture's
 * expectedPath (or, for a fixture that names only some moves, the path the flow engine gives its answers), the
 * step after each one named in expectedNext is the named one, and Back from each step named in expectedPrevious
 * lands on the named step (then Continue returns). Answers the steps visited.
 */
export async function walkRole(page: Page, flow: Flow, uuid: string, data: RoleFixture, options: RoleWalkOptions = {}): Promise<string[]> {
  const walk = walkFlow(flow, data.answers);
  const path = data.expectedPath ?? walk.path;
  const end = data.expectedEnd ?? walk.end;
  const visited: string[] = [];
  const arrive = (step: string) => onRoleStep(page, uuid, step, options.stepTimeoutMs);
  for (const [index, step] of path.entries()) {
    await arrive(step);
    visited.push(step);
    const before = options.skipBackAt?.includes(step) ? undefined : data.expectedPrevious?.[step];
    if (typeof before === 'string' && !before.startsWith('/')) {
      await page.getByRole('button', { name: 'Back' }).click();
      await arrive(before);
      await page.getByRole('button', { name: 'Continue' }).click();
      await arrive(step);
    } else if (before === null) {
      // The first step has nowhere to go back to.
      if ((await page.getByRole('button', { name: 'Back' }).count()) !== 0)
        throw new Error(`${step} offers Back, but the fixture says nothing comes before it`);
    }
    await options.during?.(step);
    if (step === options.until) return visited;
    await answerRoleStep(page, flow, step, data.answers);
    await arrive(data.expectedNext?.[step] ?? path[index + 1] ?? end);
  }
  return visited;
}
