import crypto from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { oneTimeTokens } from '../db/schema';

export type TokenPurpose = 'confirm_email' | 'magic_link' | 'password_reset' | 'claim_account';

function digest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Issues a fresh secret for the purpose; earlier unused ones for the same user and purpose stop working. */
export async function issueOneTimeToken(db: AppDb, input: { userId: number; purpose: TokenPurpose; ttlMs: number; now: Date }): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: input.now })
      .where(and(eq(oneTimeTokens.userId, input.userId), eq(oneTimeTokens.purpose, input.purpose), isNull(oneTimeTokens.usedAt)));
    await tx.insert(oneTimeTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: digest(token),
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
      createdAt: input.now,
    });
  });
  return token;
}

/**
 * Spends a secret: one UPDATE that only matches an unused, unexpired token, so of any number of parallel
 * redemptions exactly one succeeds. Answers the user it belongs to.
 */
export async function redeemOneTimeToken(db: AppDb, input: { token: string; purpose: TokenPurpose; now: Date; userId?: number }): Promise<number | undefined> {
  const conditions = [
    eq(oneTimeTokens.tokenHash, digest(input.token)),
    eq(oneTimeTokens.purpose, input.purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, input.now),
  ];
  if (input.userId !== undefined) conditions.push(eq(oneTimeTokens.userId, input.userId));
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: input.now })
    .where(and(...conditions))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId;
}

/** Whether a secret would be accepted now, without spending it (the reset page checks its link first). */
export async function isOneTimeTokenValid(db: AppDb, token: string, purpose: TokenPurpose, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, digest(token)), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

/** How many secrets of this purpose the user was sent since `since`: the basis of resend limits. */
export async function tokensIssuedSince(db: AppDb, userId: number, purpose: TokenPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), gt(oneTimeTokens.createdAt, since)));
  return row?.n ?? 0;
}
