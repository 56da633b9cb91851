import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { UserType } from '../../shared/user-types';
import { authOf } from './authenticate';

const NEEDS: Record<UserType, string> = {
  jobseeker: 'a job seeker account',
  employee: 'an employer account',
  staff: 'a staff account',
};

/** preHandler (after requireAuth) that lets only the given kinds of user through. */
export function requireUserType(...allowed: UserType[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const { userType } = authOf(request).claims;
    if (!allowed.includes(userType)) {
      throw AppError.detail(403, `This needs ${allowed.map((type) => NEEDS[type]).join(' or ')}.`);
    }
  };
}

/** For `/{userId}` paths: the id must be the caller's own, and must be a number at all. */
export function ownUserId(request: FastifyRequest, param: string): number {
  const id = Number(param);
  if (!/^\d{1,10}$/.test(param) || !Number.isSafeInteger(id)) throw AppError.detail(404, 'No such user.');
  if (id !== authOf(request).user.id) throw AppError.detail(403, 'You can only see and change your own account.');
  return id;
}
