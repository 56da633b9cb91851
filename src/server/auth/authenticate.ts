import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { preparedPerDatabase } from '../db/prepared-per-database';
import { AppError } from '../errors/app-error';
import type { ErrorCode } from '../../shared/error-codes';
import type { AppContext, Authenticated } from '../http/app-context';
import { rowTopic } from '../db/read-cache';
import { verifySessionToken } from './session-token';

// The two details of spec 000 §4; the client drops its stored token on either code (token_invalid, token_expired).
export const INVALID_SIGNATURE = 'Invalid signature.';
export const SIGNATURE_EXPIRED = 'Signature has expired.';

function unauthorized(detail: string, code: ErrorCode = 'not_authenticated'): AppError {
  return AppError.coded(code, 401, detail, { 'WWW-Authenticate': 'Bearer' });
}

const invalidToken = (): AppError => unauthorized(INVALID_SIGNATURE, 'token_invalid');

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  return match[1];
}

// Every signed-in request reads its user.
const userByIdQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('authenticate_user_by_id'),
);
async function freshUserById(db: AppDb, id: number): Promise<UserRow | undefined> {
  const [user] = await userByIdQuery(db).execute({ id });
  return user;
}
function userById({ db, readCache }: Pick<AppContext, 'db' | 'readCache'>, id: number): Promise<Readonly<UserRow> | undefined> {
  return readCache.read(rowTopic(users, id), 'user', () => freshUserById(db, id));
}

/** Whether the token was issued to this user as they are now: same kind of user, and not revoked since. */
function tokenFits(user: Readonly<UserRow> | undefined, userType: string, version: number): user is Readonly<UserRow> {
  return user !== undefined && user.userType === userType && user.tokenVersion === version;
}

/** Resolves a token to its user, or throws the 401 the client expects. */
export async function authenticateToken(app: ApiServer, token: string): Promise<Authenticated> {
  const { db, clock, jwtSecret } = app.ctx;
  const check = await verifySessionToken(jwtSecret, token, clock.now());
  if (!check.ok) throw check.reason === 'expired' ? unauthorized(SIGNATURE_EXPIRED, 'token_expired') : invalidToken();
  const { claims } = check;
  // A token for a deleted user, one whose type no longer matches, or one revoked since, is as good as forged.
  // Before refusing, the row is read again past the cache: another server process may have issued this token
  // a moment before this one heard of the change it made.
  let user = await userById(app.ctx, claims.userId);
  if (!tokenFits(user, claims.userType, claims.version)) user = await freshUserById(db, claims.userId);
  if (!tokenFits(user, claims.userType, claims.version)) throw invalidToken();
  let actingStaff: UserRow | null = null;
  if (claims.actingStaff) {
    const { id, version } = claims.actingStaff;
    let staff = await userById(app.ctx, id);
    if (!tokenFits(staff, 'staff', version)) staff = await freshUserById(db, id);
    // Ending the staff member's sessions ends the impersonations they started too.
    if (!tokenFits(staff, 'staff', version)) throw invalidToken();
    actingStaff = staff;
  }
  return { user, claims, actingStaff };
}

/** Sets `request.auth` from the request's bearer token, or throws the 401 the client expects. */
export async function authenticateRequest(app: ApiServer, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Authentication credentials were not provided.');
  request.auth = await authenticateToken(app, token);
}

/** Refuses a staff member acting as someone: account-security routes declare `config.refuseImpersonation`, checked
 * on arrival (signed-in.ts). */
export async function refuseImpersonation(request: FastifyRequest): Promise<void> {
  if (authOf(request).actingStaff) {
    throw AppError.detail(403, 'This is not available while acting as another user. Go back to your staff account first.');
  }
}

export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('authOf called on a route that does not declare signedIn');
  return request.auth;
}
