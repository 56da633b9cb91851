import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { Authenticated } from '../http/app-context';
import { verifySessionToken } from './session-token';

// The two details the client acts on (spec 000 §4): it drops its stored token when it sees either.
export const INVALID_SIGNATURE = 'Invalid signature.';
export const SIGNATURE_EXPIRED = 'Signature has expired.';

function unauthorized(detail: string): AppError {
  return AppError.detail(401, detail, { 'WWW-Authenticate': 'Bearer' });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

// Every signed-in request reads its user: the query is built once per database and sent as a prepared statement.
function prepareUserById(db: AppDb) {
  return db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('authenticate_user_by_id');
}
const userByIdQueries = new WeakMap<AppDb, ReturnType<typeof prepareUserById>>();
function userById(db: AppDb, id: number): Promise<UserRow[]> {
  let query = userByIdQueries.get(db);
  if (query === undefined) {
    query = prepareUserById(db);
    userByIdQueries.set(db, query);
  }
  return query.execute({ id });
}

/** Resolves a token to its user, or throws the 401 the client expects. */
export async function authenticateToken(app: FastifyInstance, token: string): Promise<Authenticated> {
  const { db, clock, jwtSecret } = app.ctx;
  const check = await verifySessionToken(jwtSecret, token, clock.now());
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? SIGNATURE_EXPIRED : INVALID_SIGNATURE);
  const [user] = await userById(db, check.claims.userId);
  // A token for a deleted user, one whose type no longer matches, or one revoked since, is as good as forged.
  if (!user || user.userType !== check.claims.userType || user.tokenVersion !== check.claims.version) {
    throw unauthorized(INVALID_SIGNATURE);
  }
  let actingStaff: UserRow | null = null;
  if (check.claims.actingStaff) {
    const { id, version } = check.claims.actingStaff;
    [actingStaff = null] = await userById(db, id);
    // Ending the staff member's sessions ends the impersonations they started too.
    if (!actingStaff || actingStaff.userType !== 'staff' || actingStaff.tokenVersion !== version) throw unauthorized(INVALID_SIGNATURE);
  }
  return { user, claims: check.claims, actingStaff };
}

/** preHandler for routes that need a signed-in user. */
export async function requireAuth(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Authentication credentials were not provided.');
  request.auth = await authenticateToken(this, token);
}

/** preHandler for account-security routes, which a staff member acting as someone must not reach. */
export async function refuseImpersonation(request: FastifyRequest): Promise<void> {
  if (authOf(request).actingStaff) {
    throw AppError.detail(403, 'This is not available while acting as another user. Go back to your staff account first.');
  }
}

export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('authOf called on a route without requireAuth');
  return request.auth;
}
