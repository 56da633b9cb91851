import type { ApiServer } from '../http/api-server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { rateLimitCounters } from '../db/schema';
import { AppError } from '../errors/app-error';
import { normalizeEmail } from '../../shared/email-address';

export interface RateLimitRule {
  /** What is counted: the caller's address, or the account the request is about. */
  by: 'ip' | 'account';
  windowMs: number;
  max: number;
}

/** No rule's window is longer than a day. */
const STALE_AFTER_MS = 24 * 60 * 60_000;

/** Counts one hit for the key and answers the seconds to wait when the window's allowance is spent. */
export async function consumeRateLimit(db: AppDb, key: string, rule: RateLimitRule, now: Date): Promise<number | undefined> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { hits: sql`${rateLimitCounters.hits} + 1` } })
    .returning({ hits: rateLimitCounters.hits });
  // Finished windows are of no further use: this key's at once, and, whenever a new window opens, everyone's
  // older than a day (so addresses seen once do not pile up).
  await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, key), lt(rateLimitCounters.windowStart, windowStart)));
  if (row?.hits === 1) {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
  }
  if ((row?.hits ?? 0) <= rule.max) return undefined;
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/** The account a request is about: the e-mail it names, else the signed-in user. */
function accountOf(request: FastifyRequest): string | undefined {
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body.email === 'string') return `email:${normalizeEmail(body.email)}`;
  if (request.auth) return `user:${request.auth.user.id}`;
  if (body && typeof body.user_id === 'number') return `user:${body.user_id}`;
  return undefined;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts the request against each rule (per caller address, and per account when one is known) and throws
 * 429 with Retry-After once an allowance is spent.
 */
export async function enforceRateLimit(
  app: ApiServer,
  request: FastifyRequest,
  action: string,
  rules: readonly RateLimitRule[],
  account: string | undefined = accountOf(request),
): Promise<void> {
  const now = app.ctx.clock.now();
  for (const rule of rules) {
    const subject = rule.by === 'ip' ? `ip:${request.ip}` : account;
    if (!subject) continue;
    const wait = await consumeRateLimit(app.ctx.db, `${action}:${rule.windowMs}:${subject}`, rule, now);
    if (wait !== undefined) {
      throw AppError.detail(429, `Too many attempts. Please wait ${waitText(wait)} and try again.`, { 'Retry-After': String(wait) });
    }
  }
}

/**
 * The same as a preHandler, for anonymous routes whose account is named in the body (sign-up, links, sign-in): it
 * runs after body validation, so the e-mail counted is a well-formed one. A route that needs a user declares
 * `config.rateLimit` instead, checked on arrival (see signed-in.ts).
 */
export function rateLimit(action: string, rules: readonly RateLimitRule[]) {
  return async function limit(this: FastifyInstance, request: FastifyRequest): Promise<void> {
    await enforceRateLimit(this, request, action, rules);
  };
}
