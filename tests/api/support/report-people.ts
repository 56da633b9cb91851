import { expect } from 'vitest';
import { flowAnswers, matchEvents, matches, users } from '../../../src/server/db/schema';
import { generateJobseeker, seededRandom } from '../../../src/server/seed/generate-jobseeker-answers';
import { refreshMatchProfile } from '../../../src/server/matching/candidates-projection';
import { AUTO_ARCHIVE_STATUSES, type MatchStatus } from '../../../src/shared/match-statuses';
import type { TestApp } from './test-app';

let next = 1;

/**
 * A job seeker written straight to the tables (reports need dozens): generated answers with Core Profile complete,
 * the given self-reported gender and ethnicity (absent: unanswered) and work authorization, and their matching
 * projection.
 */
export async function insertJobseeker(t: TestApp, person: { gender?: string; ethnicity?: string[]; canWorkInUs?: boolean }): Promise<number> {
  const seed = next++;
  const answers: Record<string, unknown> = { ...generateJobseeker(seededRandom(seed)).answers };
  delete answers.gender;
  delete answers.customGender;
  delete answers.ethnicity;
  if (person.gender !== undefined) answers.gender = person.gender;
  if (person.ethnicity !== undefined) answers.ethnicity = person.ethnicity;
  const canWorkInUs = person.canWorkInUs ?? true;
  answers.canWorkInUs = canWorkInUs;
  if (canWorkInUs) delete answers.legalExplanation;
  else answers.legalExplanation = 'I hold an F-1 visa and will need sponsorship.';
  const email = `report-person-${seed}-${Math.random().toString(36).slice(2)}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({ email, emailNormalized: email, passwordHash: 'not-a-password-hash', firstName: 'Report', lastName: `Person ${seed}`, userType: 'jobseeker' })
    .returning({ id: users.id });
  await t.database.db.insert(flowAnswers).values({ userId: user!.id, flowId: 'jobseeker', flowVersion: 1, answers });
  await refreshMatchProfile(t.database.db, user!.id, answers, t.app.ctx.flows);
  return user!.id;
}

/** A match that went through `statuses` (the first is where it started), with an event for each, and a score. */
export async function insertMatch(t: TestApp, roleId: number, jobseekerId: number, statuses: MatchStatus[], score: number | null = null): Promise<number> {
  const last = statuses[statuses.length - 1]!;
  const [match] = await t.database.db
    .insert(matches)
    .values({ roleId, jobseekerId, status: last, archived: AUTO_ARCHIVE_STATUSES.includes(last), score, createdAt: t.clock.now() })
    .returning({ id: matches.id });
  expect(match).toBeDefined();
  await t.database.db.insert(matchEvents).values(
    statuses.map((status, index) => ({
      matchId: match!.id,
      fromStatus: index === 0 ? null : statuses[index - 1]!,
      toStatus: status,
      createdAt: t.clock.now(),
    })),
  );
  return match!.id;
}
