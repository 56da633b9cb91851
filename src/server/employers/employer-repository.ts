import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { employers, uploadedFiles, type EmployerRow } from '../db/schema';

export async function findEmployerById(db: AppDb, id: number): Promise<EmployerRow | undefined> {
  const [employer] = await db.select().from(employers).where(eq(employers.id, id)).limit(1);
  return employer;
}

export async function findEmployerBySlug(db: AppDb, slug: string): Promise<EmployerRow | undefined> {
  const [employer] = await db.select().from(employers).where(eq(employers.slug, slug)).limit(1);
  return employer;
}

/** Reads the organisation and locks its row until the caller's transaction ends, for a read-merge-write. */
export async function lockEmployer(tx: AppDb, id: number): Promise<EmployerRow | undefined> {
  const [employer] = await tx.select().from(employers).where(eq(employers.id, id)).for('update');
  return employer;
}

export type EmployerProfileChanges = Partial<Pick<EmployerRow, 'name'>> & Pick<EmployerRow, 'answers' | 'flowVersion' | 'updatedAt'>;

export async function updateEmployerProfile(tx: AppDb, id: number, changes: EmployerProfileChanges): Promise<EmployerRow | undefined> {
  const [employer] = await tx.update(employers).set(changes).where(eq(employers.id, id)).returning();
  return employer;
}

/** Deletes the organisation's logo files of these ids: a logo taken off the profile is no longer served to anyone. */
export async function deleteEmployerLogos(tx: AppDb, employerId: number, fileIds: number[]): Promise<void> {
  await tx.delete(uploadedFiles).where(and(eq(uploadedFiles.employerId, employerId), eq(uploadedFiles.purpose, 'logo'), inArray(uploadedFiles.id, fileIds)));
}

/** Roles, and through them matches, go with the organisation (foreign keys cascade); its members' accounts stay. */
export async function deleteEmployer(tx: AppDb, id: number): Promise<void> {
  await tx.delete(employers).where(eq(employers.id, id));
}
