import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eEnvironment, type E2eEnvironment } from './support/browser';
import { callApiAs } from './support/accounts';
import { newConfirmedJobseeker } from './support/new-jobseeker';

// Product staff change a limit by editing JSON only: a copy of schemas/ with one number (and its message)
// changed, served by the unchanged code, must move both the form and the server.
const RAISED = 2500;
let env: E2eEnvironment;
let schemasDir: string;
beforeAll(async () => {
  schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-schemas-'));
  fs.cpSync(path.resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
  const file = path.join(schemasDir, 'flows/jobseeker/v1.json');
  const flow = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    questions: Record<string, { schema: { maxLength: number; errorMessage: Record<string, string> } }>;
  };
  const seats = flow.questions.currentBoardSeats!.schema;
  seats.maxLength = RAISED;
  seats.errorMessage.maxLength = `Keep this under ${RAISED} characters`;
  fs.writeFileSync(file, JSON.stringify(flow, null, 2));
  env = await startE2eEnvironment({ serverEnv: { SCHEMAS_DIR: schemasDir } });
});
afterAll(async () => {
  await env.close();
  fs.rmSync(schemasDir, { recursive: true, force: true });
});

describe('editing a question schema without code', () => {
  it('a raised maxLength of currentBoardSeats lets the form and the server take the longer answer, and no longer', async () => {
    const page = await env.newPage();
    await newConfirmedJobseeker(page, env.dataDir);
    const me = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-profile/')).json()) as { id: number };
    const onBoard = await callApiAs(page, env.server.url, 'PATCH', `/api/profile/${me.id}/`, { currently_sits_on_board: true });
    expect(onBoard.status).toBe(200);

    await page.goto('/profile/current_board_seats');
    const seats = 'Treasurer, Denver Reads. '.repeat(84).slice(0, 2100);
    await page.locator('[id="root_currentBoardSeats"]').fill(seats);
    await page.getByText(`2100 / ${RAISED} characters`).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/profile/interested_in_board_roles');
    const saved = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Record<string, unknown> };
    expect(saved.answers.current_board_seats).toBe(seats.trim());

    const tooLong = await callApiAs(page, env.server.url, 'PATCH', `/api/profile/${me.id}/`, { current_board_seats: 'x'.repeat(RAISED + 1) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ current_board_seats: [`Keep this under ${RAISED} characters`], code: 'validation_failed' });
    const after = (await (await callApiAs(page, env.server.url, 'GET', '/api/my-answers/jobseeker/')).json()) as { answers: Record<string, unknown> };
    expect(after.answers.current_board_seats).toBe(seats.trim());
  });
});
