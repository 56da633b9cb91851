import type { ApiServer } from '../http/api-server';
import { AppError, type FieldErrors } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { isValidEmail } from '../../shared/email-address';
import { referralBodySchema, referralWireSchema } from '../../shared/wire/invitations-wire';
import { countReferralsSince, insertReferral } from './referral-repository';

/** Invitations go out in someone's name: a cap keeps the feature from becoming a spam cannon. */
const DAILY_LIMIT = 20;
const DAY_MS = 24 * 60 * 60_000;

function invitationText(referrer: string, friend: string, link: string, organization: string | undefined): string {
  return [
    `Hello ${friend},`,
    '',
    `${referrer} thinks you would like the Education Hiring Marketplace, where job seekers and education`,
    `organizations${organization ? ` such as ${organization}` : ''} are matched by people who know the sector.`,
    '',
    `Create your account here: ${link}`,
    '',
    'You received this e-mail because someone you know invited you. We will not write again unless you sign up.',
  ].join('\n');
}

/** POST /api/referrals/: Refer a Friend; stores the referral and e-mails the friend an invitation. */
export async function referralsRoute(app: ApiServer): Promise<void> {
  app.post(
    '/api/referrals/',
    { config: { signedIn: true }, schema: { body: referralBodySchema, response: { 201: referralWireSchema } } },
    async (request, reply) => {
      const { db, clock, mailer, config } = app.ctx;
      const { user } = authOf(request);
      const body = request.body;
      const errors: FieldErrors = {};
      if (body.user !== user.id) errors.user = ['Invitations can only be sent in your own name.'];
      if (!isValidEmail(body.email.trim())) errors.email = ["Enter your friend's e-mail address, such as name@school.org."];
      if (body.email.trim().toLowerCase() === user.emailNormalized) errors.email = ['That is your own e-mail address.'];
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);

      const now = clock.now();
      const sentToday = await countReferralsSince(db, user.id, new Date(now.getTime() - DAY_MS));
      if (sentToday >= DAILY_LIMIT) {
        throw AppError.detail(429, `You have sent ${DAILY_LIMIT} invitations today, the most we allow. Please try again tomorrow.`, {
          'Retry-After': String(DAY_MS / 1000),
        });
      }
      const referral = await insertReferral(db, {
        referrerId: user.id,
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        email: body.email.trim(),
        accountType: body.account_type,
        organization: body.organization?.trim() || null,
        createdAt: now,
      });
      const link = `${config.publicUrl}/${body.account_type === 'employer' ? 'employer' : 'jobseeker'}/signup`;
      await mailer.send({
        to: body.email.trim(),
        subject: `${user.firstName} ${user.lastName} invited you to the Education Hiring Marketplace`,
        text: invitationText(`${user.firstName} ${user.lastName}`, body.first_name.trim(), link, body.organization?.trim()),
        link,
      });
      return reply.code(201).send({ id: referral.id });
    },
  );
}
