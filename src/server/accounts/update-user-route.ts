import type { ApiServer } from '../http/api-server';
import { AppError } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { ownUserId, userIdParams } from '../auth/require-user-type';
import { latestTermsVersion } from '../terms';
import { profileBody } from './my-profile-route';
import { mergeAnswers } from '../flows/merge-answers';
import { editAnswers } from '../records/record-requests';
import { updateOwnUserFields } from './users-repository';
import { myProfileWireSchema, updateUserBodySchema } from '../../shared/wire/account-wire';

/** The flow's own message for a phone number it does not accept. */
export const PHONE_NUMBER_MESSAGE = 'Enter a 10-digit US phone number, area code first';

export const JOB_TITLE_MESSAGE = 'Enter your job title, up to 150 characters.';

/**
 * A phone number as saved (spec 001 §5.1): brackets, dashes, dots and spaces stripped, a leading US country code 1
 * dropped; null for an empty one. Anything but 10 digits is refused with the flow's message.
 */
export function cleanPhoneNumber(raw: string | null): string | null {
  if (raw === null) return null;
  const stripped = raw.replace(/[()\-.\s]/g, '');
  if (stripped === '') return null;
  const digits = /^\+?1[0-9]{10}$/.test(stripped) ? stripped.replace(/^\+?1/, '') : stripped;
  if (!/^[0-9]{10}$/.test(digits)) throw AppError.fields({ phone_number: [PHONE_NUMBER_MESSAGE] });
  return digits;
}

/** PATCH /api/user/{id}/: the base user fields a person may change themselves; answers the profile. */
export async function updateUserRoute(app: ApiServer): Promise<void> {
  app.patch(
    '/api/user/:userId/',
    { config: { signedIn: true }, schema: { params: userIdParams, body: updateUserBodySchema, response: { 200: myProfileWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const id = ownUserId(request, request.params.userId);
      const body = request.body;
      if (body.viewed_term_version !== undefined) {
        const latest = await latestTermsVersion(db);
        if (latest === null || body.viewed_term_version > latest) {
          throw AppError.fields({ viewed_term_version: [`There is no version ${body.viewed_term_version} of the terms yet.`] });
        }
      }
      if (body.job_title !== undefined) {
        if (authOf(request).user.userType !== 'employee') throw AppError.fields({ job_title: ['A job title is saved on employer accounts only.'] });
        if (body.job_title.trim() === '') throw AppError.fields({ job_title: [JOB_TITLE_MESSAGE] });
      }
      if (body.phone_number !== undefined) {
        if (authOf(request).user.userType !== 'jobseeker') throw AppError.fields({ phone_number: ['A phone number is saved on job seeker profiles only.'] });
        const phoneNumber = cleanPhoneNumber(body.phone_number);
        // Saved as the flow's `phoneNumber` answer, through the engine as every answer is; null clears it.
        await editAnswers(app, id, (answers, flow) => {
          const result = mergeAnswers(flow, 'user', answers, { phone_number: phoneNumber }, app.ctx.flows.validator);
          if (!result.ok) throw AppError.fields(result.errors);
          return { answers: result.answers, result: null };
        });
      }
      const user = await updateOwnUserFields(db, id, {
        ...(body.first_name !== undefined && { firstName: body.first_name.trim() }),
        ...(body.last_name !== undefined && { lastName: body.last_name.trim() }),
        ...(body.viewed_term_version !== undefined && { viewedTermVersion: body.viewed_term_version }),
        ...(body.job_title !== undefined && { jobTitle: body.job_title.trim() }),
        updatedAt: clock.now(),
      });
      return profileBody(app.ctx, user!);
    },
  );
}
