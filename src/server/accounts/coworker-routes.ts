import type { ApiServer } from '../http/api-server';
import crypto from 'node:crypto';
import { AppError, type FieldErrors } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { hashPassword } from '../auth/password-hash';
import { issueOneTimeToken, redeemOneTimeToken } from '../auth/one-time-tokens';
import { issueSessionToken } from '../auth/issue-session-token';
import { rateLimit } from '../abuse/rate-limit';
import { LINK_LIMITS } from '../abuse/limits';
import { isValidEmail } from '../../shared/email-address';
import { passwordProblems } from '../../shared/password-rule';
import { createAccount, findUserByEmail, isUniqueViolation, setPasswordFromEmailedLink } from './users-repository';
import { findEmployerById, setMemberPermissions, memberWire } from '../employers';
import { teamMemberWireSchema } from '../../shared/wire/team-wire';
import { tokenWireSchema } from '../../shared/wire/account-wire';
import { createCoworkerBodySchema } from '../../shared/wire/invitations-wire';

/** A claim link gives someone time to notice the e-mail: a week. */
const CLAIM_TTL_MS = 7 * 24 * 60 * 60_000;
const EMAIL_TAKEN = 'An account with this e-mail already exists.';

export const INVITE_ADMINS_ONLY = 'Only a team administrator can invite coworkers.';

const claimSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'password'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password: { type: 'string', maxLength: 1024 } },
} as const;

const CLAIM_FAILED = 'This link to claim your account is invalid, already used or expired. Ask the person who invited you to send a new one.';

/**
 * POST /api/user/create_coworker/: a team administrator (or staff, naming the organisation) creates an employee
 * account with the permissions given, whose owner gets a link to choose a password; POST /api/user/claim/
 * redeems that link.
 */
export async function coworkerRoutes(app: ApiServer): Promise<void> {
  app.post(
    '/api/user/create_coworker/',
    {
      config: { signedIn: ['employee', 'staff'], confirmedEmail: 'inviting coworkers' },
      schema: { body: createCoworkerBodySchema, response: { 201: teamMemberWireSchema } },
    },
    async (request, reply) => {
      const { db, clock, config, mailer } = app.ctx;
      const { user: creator } = authOf(request);
      const body = request.body;
      if (creator.userType !== 'staff' && !creator.isTeamAdmin) throw AppError.detail(403, INVITE_ADMINS_ONLY);
      const employerId = creator.userType === 'staff' ? body.employer_id : creator.employerId;
      const errors: FieldErrors = {};
      if (!isValidEmail(body.email.trim())) errors.email = ['Enter a valid e-mail address.'];
      if (employerId === undefined || employerId === null) errors.employer_id = ['Name the organization the account belongs to.'];
      if (creator.userType !== 'staff' && body.employer_id !== undefined && body.employer_id !== creator.employerId) {
        errors.employer_id = ['You can only add people to your own organization.'];
      }
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);
      const employer = await findEmployerById(db, employerId!);
      if (!employer) throw AppError.fields({ employer_id: ['No such organization.'] });
      if (await findUserByEmail(db, body.email)) throw AppError.fields({ email: [EMAIL_TAKEN] });

      let coworker;
      try {
        coworker = await createAccount(db, {
          email: body.email,
          // Nobody knows this password: the account is unusable until its owner claims it.
          passwordHash: await hashPassword(crypto.randomBytes(32).toString('base64url')),
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          userType: 'employee',
          jobTitle: body.job_title?.trim() || undefined,
          employerId: employer.id,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.fields({ email: [EMAIL_TAKEN] });
        throw error;
      }
      const permissions = {
        ...(body.can_access_matching !== undefined && { canAccessMatching: body.can_access_matching }),
        ...(body.can_edit_roles !== undefined && { canEditRoles: body.can_edit_roles }),
        ...(body.is_team_admin !== undefined && { isTeamAdmin: body.is_team_admin }),
      };
      if (Object.keys(permissions).length > 0) {
        coworker = (await setMemberPermissions(db, coworker.id, permissions))!;
      }
      const token = await issueOneTimeToken(db, { userId: coworker.id, purpose: 'claim_account', ttlMs: CLAIM_TTL_MS, now: clock.now() });
      const link = `${config.publicUrl}/claim-your-account?${new URLSearchParams({ token })}`;
      await mailer.send({
        to: coworker.email,
        subject: `${creator.firstName} ${creator.lastName} added you to ${employer.name} on the Education Hiring Marketplace`,
        text: [
          `Hello ${coworker.firstName},`,
          '',
          `${creator.firstName} ${creator.lastName} created an account for you at ${employer.name}.`,
          `Choose your password here to start using it: ${link}`,
          '',
          'The link works once and for seven days.',
        ].join('\n'),
        link,
      });
      // The team panel's member, so the browser can add the row it shows without asking again.
      return reply.code(201).send(memberWire(coworker));
    },
  );

  app.post(
    '/api/user/claim/',
    { preHandler: rateLimit('redeem-link', LINK_LIMITS.redeemLink), schema: { body: claimSchema, response: { 200: tokenWireSchema } } },
    async (request) => {
      const { db, clock } = app.ctx;
      const problems = passwordProblems(request.body.password);
      if (problems.length > 0) throw AppError.fields({ password: problems });
      const now = clock.now();
      const userId = await redeemOneTimeToken(db, { token: request.body.token, purpose: 'claim_account', now });
      if (userId === undefined) throw AppError.detail(400, CLAIM_FAILED);
      const user = await setPasswordFromEmailedLink(db, userId, await hashPassword(request.body.password), now);
      return { token: await issueSessionToken(app.ctx, user!) };
    },
  );
}
