import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { walkFlow } from '../../../src/flows';
import { loadFlows } from '../../../src/server/flows/load-flows';
import { answersToWire } from '../../../src/server/flows/flow-answers';
import { completeRoleAnswers } from '../../api/support/complete-role-answers';
import { callApiAs } from './accounts';

type Answers = Record<string, unknown>;

/**
 * Answers, through the API, every question of the role's sections before `section`, so that section is open under
 * the navigation lock (spec 000 §4) and an address naming one of its steps opens that step. The answers are the
 * API tests' plausible complete role; records are posted one by one, as the app saves them.
 */
export async function answerSectionsBefore(page: Page, baseUrl: string, uuid: string, section: string): Promise<void> {
  const flows = loadFlows();
  const flow = flows.latest('role')!;
  const all = completeRoleAnswers(flows);
  const earlier = flow.sections.slice(0, flow.sections.indexOf(section));
  const fields = walkFlow(flow, all)
    .path.map((name) => flow.steps.find((step) => step.name === name)!)
    .filter((step) => earlier.includes(step.section))
    .flatMap((step) => step.questions)
    .filter((field) => all[field] !== undefined);
  const flat: Answers = {};
  const nested: Record<string, Answers> = {};
  const records: { path: string; record: Answers }[] = [];
  for (const field of fields) {
    const target = flow.saveTargets[flow.questions[field]!.saveTo]!;
    if (target.kind === 'records') for (const { id: _id, ...record } of all[field] as Answers[]) records.push({ path: target.path, record });
    else if (target.nestedAs) (nested[target.nestedAs] ??= {})[field] = all[field];
    else flat[field] = all[field];
  }
  const wire = answersToWire(flat);
  for (const [key, group] of Object.entries(nested)) wire[key] = answersToWire(group);
  const patched = await callApiAs(page, baseUrl, 'PATCH', `/api/employer/role/${uuid}/`, wire);
  expect(patched.status, await patched.text()).toBe(200);
  for (const { path, record } of records) {
    const posted = await callApiAs(page, baseUrl, 'POST', path, { role_uuid: uuid, ...answersToWire(record) });
    expect(posted.status, await posted.text()).toBe(201);
  }
}
