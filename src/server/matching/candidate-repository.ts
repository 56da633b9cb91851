import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { jobseekerMatchProfiles, users, type UserRow } from '../db/schema';
import { openToMatching } from '../settings';

export async function findJobseeker(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [person] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, 'jobseeker')))
    .limit(1);
  return person;
}

/**
 * Whether the person may be matched at all, before any role's filters: a complete core profile (as the matching
 * projection last saw it) and matching left on in their settings (on until they turn it off).
 */
export async function matchAvailability(db: AppDb, userId: number): Promise<{ complete: boolean; open: boolean }> {
  const [projection] = await db
    .select({ complete: jobseekerMatchProfiles.coreProfileComplete })
    .from(jobseekerMatchProfiles)
    .where(eq(jobseekerMatchProfiles.userId, userId))
    .limit(1);
  return { complete: projection?.complete === true, open: await openToMatching(db, userId) };
}
