import { eq, max } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { termsVersions } from '../db/schema';

export const TERMS_OF_SERVICE = 1;

export async function latestTermsVersion(db: AppDb, documentId = TERMS_OF_SERVICE): Promise<number | null> {
  const [row] = await db
    .select({ latest: max(termsVersions.version) })
    .from(termsVersions)
    .where(eq(termsVersions.documentId, documentId));
  return row?.latest ?? null;
}
