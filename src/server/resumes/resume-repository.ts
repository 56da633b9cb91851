import { and, desc, eq } from 'drizzle-orm';
import type { AppDb, AppQueries } from '../db/database';
import { resumes, type ResumeRow } from '../db/schema';

export type StoredResume = Pick<ResumeRow, 'id' | 'fileName' | 'uploadedAt' | 'contentType' | 'sizeBytes'>;
type ResumeExtracted = Pick<ResumeRow, 'id' | 'extracted'>;

export async function insertResume(tx: AppQueries, values: typeof resumes.$inferInsert): Promise<StoredResume> {
  const [row] = await tx.insert(resumes).values(values).returning({
    id: resumes.id,
    fileName: resumes.fileName,
    uploadedAt: resumes.uploadedAt,
    contentType: resumes.contentType,
    sizeBytes: resumes.sizeBytes,
  });
  return row!;
}

/** The person's own resume with what was read from it, locked for the rest of the transaction. */
export async function lockOwnResume(tx: AppQueries, id: number, userId: number): Promise<ResumeExtracted | undefined> {
  const [row] = await tx
    .select({ id: resumes.id, extracted: resumes.extracted })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .for('update');
  return row;
}

/** Marks the resume confirmed now, with what it still holds; answers the time it was confirmed. */
export async function confirmResume(tx: AppQueries, id: number, now: Date, extracted: ResumeRow['extracted']): Promise<Date> {
  const [confirmed] = await tx.update(resumes).set({ confirmedAt: now, extracted }).where(eq(resumes.id, id)).returning({ confirmedAt: resumes.confirmedAt });
  return confirmed!.confirmedAt!;
}

export async function setResumeExtracted(tx: AppQueries, id: number, extracted: ResumeRow['extracted']): Promise<void> {
  await tx.update(resumes).set({ extracted }).where(eq(resumes.id, id));
}

/** The person's newest resume with what was read from it. */
export async function latestResumeOf(db: AppDb, userId: number): Promise<ResumeExtracted | undefined> {
  const [row] = await db
    .select({ id: resumes.id, extracted: resumes.extracted })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.id))
    .limit(1);
  return row;
}

/** The stored file of a resume; `ownerId` null reads anyone's (staff). */
export async function readResumeFile(db: AppDb, id: number, ownerId: number | null) {
  const [row] = await db
    .select({ fileName: resumes.fileName, contentType: resumes.contentType, content: resumes.content, storedFile: resumes.storedFile })
    .from(resumes)
    .where(ownerId === null ? eq(resumes.id, id) : and(eq(resumes.id, id), eq(resumes.userId, ownerId)))
    .limit(1);
  return row;
}
