import crypto from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { backupCodes } from '../db/schema';

const CODES = 10;
// No 0/O or 1/I: the codes get written on paper and typed back.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function normalize(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function digest(code: string): string {
  return crypto.createHash('sha256').update(normalize(code)).digest('hex');
}

function newCode(): string {
  const chars = Array.from(crypto.randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Replaces the user's backup codes with a fresh set and answers it; only digests are kept. */
export async function replaceBackupCodes(db: AppDb, userId: number, now: Date): Promise<string[]> {
  const codes = Array.from({ length: CODES }, newCode);
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db.insert(backupCodes).values(codes.map((code) => ({ userId, codeHash: digest(code), createdAt: now })));
  return codes;
}

/** Spends a backup code; true only for the one request that used it. */
export async function spendBackupCode(db: AppDb, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(backupCodes)
    .set({ usedAt: now })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, digest(code)), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return spent.length === 1;
}

export async function backupCodesRemaining(db: AppDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.n ?? 0;
}
