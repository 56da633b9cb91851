import { and, eq, ne } from 'drizzle-orm';
import { resumes } from '../db/schema';
import { isPlainObject, type RecordValue } from '../records/record-wire';
import type { AppTransaction } from '../db/database';

/**
 * Deletes the person's stored resume files that their answers no longer point at: one a new upload replaced, or
 * the one removed with `resume: null`. A file no one links to only holds personal data no one uses, and its
 * unconfirmed extraction could still be applied. Run inside the transaction that saved `answers`, under its lock.
 */
export async function deleteUnusedResumes(tx: Pick<AppTransaction, 'delete'>, userId: number, answers: RecordValue): Promise<void> {
  const kept = isPlainObject(answers.resume) && typeof answers.resume.id === 'number' ? answers.resume.id : undefined;
  await tx.delete(resumes).where(kept === undefined ? eq(resumes.userId, userId) : and(eq(resumes.userId, userId), ne(resumes.id, kept)));
}
