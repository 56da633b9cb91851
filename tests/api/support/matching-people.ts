import { flowAnswers, jobseekerMatchProfiles, users } from '../../../src/server/db/schema';
import { matchProfileValues } from '../../../src/server/matching/candidates-projection';
import type { TestApp } from './test-app';

/**
 * Job seekers written straight to the tables, as many as a ranking test needs in three statements: each person's
 * answers, an account named `firstName` and their place in the list (e-mail `{label}{at}@example.com`), and their
 * matching projection with Core Profile complete unless `coreComplete` says otherwise. Answers their ids, in order.
 */
export async function insertMatchingPeople(
  t: TestApp,
  people: readonly Record<string, unknown>[],
  { label, firstName, coreComplete = () => true }: { label: string; firstName: string; coreComplete?: (at: number) => boolean },
): Promise<number[]> {
  const created = await t.database.db
    .insert(users)
    .values(
      people.map((_, at) => ({
        email: `${label}${at}@example.com`,
        emailNormalized: `${label}${at}@example.com`,
        passwordHash: 'x',
        firstName,
        lastName: `${at}`,
        userType: 'jobseeker',
      })),
    )
    .returning({ id: users.id });
  await t.database.db.insert(flowAnswers).values(created.map(({ id }, at) => ({ userId: id, flowId: 'jobseeker', flowVersion: 1, answers: people[at]! })));
  await t.database.db.insert(jobseekerMatchProfiles).values(created.map(({ id }, at) => matchProfileValues(id, people[at]!, coreComplete(at), new Date())));
  return created.map(({ id }) => id);
}
