import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { UserType } from '../../shared/user-types';
import { authOf } from './authenticate';
import { isIdText } from '../http/ids';
import { idPath, pathParams } from '../http/path-params';

const NEEDS: Record<UserType, string> = {
  jobseeker: 'a job seeker account',
  employee: 'an employer account',
  staff: 'a staff account',
};

/** Refuses (403) a signed-in caller who is not one of the given kinds of user. */
export function assertUserType(request: FastifyRequest, allowed: readonly UserType[]): void {
  const { userType } = authOf(request).claims;
  if (!allowed.includes(userType)) {
    throw AppError.detail(403, `This needs ${allowed.map((type) => NEEDS[type]).join(' or ')}.`);
  }
}

const NO_SUCH_USER = 'No such user.';

/** The path parameters of a `/{userId}` path: a user id, which must be the caller's own (`ownUserId`). */
export const userIdParams = pathParams({ userId: idPath(NO_SUCH_USER) });

/** For `/{userId}` paths: the id must be the caller's own, and must be an id at all. */
export function ownUserId(request: FastifyRequest, param: string): number {
  if (!isIdText(param)) throw AppError.detail(404, NO_SUCH_USER);
  const id = Number(param);
  if (id !== authOf(request).user.id) throw AppError.detail(403, 'You can only see and change your own account.');
  return id;
}
