import type { ApiServer } from '../http/api-server';
import type { FastifyRequest } from 'fastify';
import type { Flow } from '../../flows';
import { authOf } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import { editAnswersInTransaction, nextRecordIds, type Edit } from '../flows/edit-jobseeker-answers';
import type { RecordValue } from './record-wire';

/** The caller's job seeker id; other kinds of account have no records. */
export function jobseekerId(request: FastifyRequest): number {
  const { user } = authOf(request);
  if (user.userType !== 'jobseeker') throw AppError.detail(403, 'This needs a job seeker account.');
  return user.id;
}

/**
 * Read-modify-write of the person's job seeker answers under a row lock, as the plain answer saves do; a
 * thrown AppError rolls everything back. Answers the edit's result with the new `completed_sections`.
 */
export async function editAnswers<T>(
  app: ApiServer,
  userId: number,
  edit: (answers: RecordValue, flow: Flow, newId: number) => Edit<T>,
  options: { newId?: boolean } = {},
): Promise<{ result: T; completedSections: string[] }> {
  return editAnswersInTransaction(app, userId, async (tx, answers, flow) => {
    const newId = options.newId ? (await nextRecordIds(tx, 1))[0]! : 0;
    return edit(answers, flow, newId);
  });
}
