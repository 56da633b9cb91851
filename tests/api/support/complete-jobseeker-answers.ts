import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { flowAnswers, roles } from '../../../src/server/db/schema';
import { refreshMatchProfile } from '../../../src/server/matching/candidates-projection';
import { writeAnnounced } from '../../../src/server/db/written-rows';
import { ROLE, SEEKER } from '../../unit/server/matching/fixtures';
import type { TestApp } from './test-app';
import { signUpToken } from './accounts';

/** Job seeker answers (flow v1, camelCase as stored) with Core Profile and every section matching reads complete. */
export const COMPLETE_JOBSEEKER_ANSWERS: Record<string, unknown> = SEEKER;

/** Role answers (flat, as stored) that COMPLETE_JOBSEEKER_ANSWERS meets on every filter and factor. */
export const MATCHING_ROLE_ANSWERS: Record<string, unknown> = ROLE;

export interface Seeker {
  id: number;
  token: string;
}

/**
 * A signed-up job seeker whose answers are `overrides` over the complete ones, stored the way seeders store them:
 * the answers row and the matching projection in one transaction.
 */
export async function jobseekerWithAnswers(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  name: { first_name?: string; last_name?: string } = {},
): Promise<Seeker> {
  const { token } = await signUpToken(t.app, { user_type: 'jobseeker', ...name });
  const id = decodeJwt(token).user_id as number;
  await giveAnswers(t, id, overrides);
  return { id, token };
}

/** Stores the complete answers with `overrides` (undefined drops an answer) for a job seeker, and their projection, as a save does. */
export async function giveAnswers(t: TestApp, id: number, overrides: Record<string, unknown> = {}): Promise<void> {
  const answers = Object.fromEntries(Object.entries({ ...COMPLETE_JOBSEEKER_ANSWERS, ...overrides }).filter(([, value]) => value !== undefined));
  await t.database.db.transaction(async (tx) => {
    await writeAnnounced(tx, flowAnswers, id, () =>
      tx
        .insert(flowAnswers)
        .values({ userId: id, flowId: 'jobseeker', flowVersion: 1, answers })
        .onConflictDoUpdate({ target: [flowAnswers.userId, flowAnswers.flowId], set: { answers } }),
    );
    await refreshMatchProfile(tx, id, answers, t.app.ctx.flows);
  });
}

/** Gives a role exactly these answers (as stored), bypassing the role flow's saves. */
export async function setRoleAnswers(t: TestApp, uuid: string, answers: Record<string, unknown>): Promise<void> {
  await t.database.db.update(roles).set({ answers, status: 'open' }).where(eq(roles.uuid, uuid));
}
