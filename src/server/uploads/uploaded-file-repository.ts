import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { uploadedFiles, type UploadedFileRow } from '../db/schema';

export type NewUploadedFile = Omit<typeof uploadedFiles.$inferInsert, 'id'>;

export async function findUploadedFileById(db: AppDb, id: number): Promise<UploadedFileRow | undefined> {
  const [file] = await db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)).limit(1);
  return file;
}

export async function insertUploadedFile(db: AppDb, file: NewUploadedFile): Promise<Pick<UploadedFileRow, 'id' | 'fileName'>> {
  const [stored] = await db.insert(uploadedFiles).values(file).returning({ id: uploadedFiles.id, fileName: uploadedFiles.fileName });
  return stored!;
}
