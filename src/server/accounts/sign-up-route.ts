import type { ApiServer } from '../http/api-server';
import { AppError, type FieldErrors } from '../errors/app-error';
import { hashPassword } from '../auth/password-hash';
import { issueSessionToken } from '../auth/issue-session-token';
import { isValidEmail } from '../../shared/email-address';
import { passwordProblems } from '../../shared/password-rule';
import { NAME_MAX_LENGTH, NAME_TOO_LONG, ORGANIZATION_MAX_LENGTH, ORGANIZATION_TOO_LONG } from '../../shared/sign-up-limits';
import { signUpBodySchema, tokenWireSchema, type SignUpBody } from '../../shared/wire/account-wire';
import { notify } from '../notifications';
import { latestTermsVersion } from '../terms';
import { creditReferrers } from '../referrals';
import { sendConfirmationEmail } from './email-confirmation';
import { rateLimit } from '../abuse/rate-limit';
import { LIMITS } from '../abuse/limits';
import { createAccount, findUserByEmail, isUniqueViolation } from './users-repository';

const EMAIL_TAKEN = 'An account with this e-mail already exists. Log in, or reset your password if you forgot it.';

function checkSignUp(body: SignUpBody): FieldErrors {
  const errors: FieldErrors = {};
  const blank = 'This field may not be blank.';
  if (!body.first_name.trim()) errors.first_name = [blank];
  else if (body.first_name.trim().length > NAME_MAX_LENGTH) errors.first_name = [NAME_TOO_LONG];
  if (!body.last_name.trim()) errors.last_name = [blank];
  else if (body.last_name.trim().length > NAME_MAX_LENGTH) errors.last_name = [NAME_TOO_LONG];
  if (!isValidEmail(body.email.trim())) errors.email = ['Enter a valid e-mail address.'];
  const problems = passwordProblems(body.password);
  if (problems.length > 0) errors.password = problems;
  if (body.user_type === 'employee' && !body.organization?.trim()) {
    errors.organization = ['Enter the name of your organization.'];
  } else if (body.user_type === 'employee' && body.organization!.trim().length > ORGANIZATION_MAX_LENGTH) {
    errors.organization = [ORGANIZATION_TOO_LONG];
  }
  if (body.user_type === 'jobseeker' && body.organization !== undefined) {
    errors.organization = ['Only employer accounts have an organization.'];
  }
  return errors;
}

/** POST /api/user/: sign-up (spec 000 §5, §7). Answers 201 with a session token. */
export async function signUpRoute(app: ApiServer): Promise<void> {
  app.post(
    '/api/user/',
    { schema: { body: signUpBodySchema, response: { 201: tokenWireSchema } }, preHandler: rateLimit('sign-up', LIMITS.signUp) },
    async (request, reply) => {
      const body = request.body;
      const errors = checkSignUp(body);
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);
      const { db, clock } = app.ctx;
      if (await findUserByEmail(db, body.email)) throw AppError.fields({ email: [EMAIL_TAKEN] });

      let user;
      try {
        user = await createAccount(db, {
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name.trim(),
          lastName: body.last_name.trim(),
          userType: body.user_type,
          organization: body.user_type === 'employee' ? body.organization!.trim() : undefined,
          // Signing up means accepting the terms in force (the sign-up form asks for it).
          viewedTermVersion: await latestTermsVersion(db),
        });
      } catch (error) {
        // Two sign-ups with one address at the same moment: the unique index decides, the loser is told why.
        if (isUniqueViolation(error)) throw AppError.fields({ email: [EMAIL_TAKEN] });
        throw error;
      }
      const now = clock.now();
      await notify(
        db,
        {
          userId: user.id,
          type: 'welcome',
          // An employee starts with the organisation, whose profile and roles the company dashboard leads to.
          ...(user.userType === 'employee'
            ? {
                title: `Welcome, ${user.firstName}! Complete your organization's profile, then describe the roles you are hiring for.`,
                actionUrl: '/dashboard',
              }
            : { title: `Welcome, ${user.firstName}! Start with your profile so we can find the right match.`, actionUrl: '/profile' }),
        },
        now,
      );
      await creditReferrers(db, user, now);
      await sendConfirmationEmail(app.ctx, user);
      const token = await issueSessionToken(app.ctx, user);
      return reply.code(201).send({ token });
    },
  );
}
