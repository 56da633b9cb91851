import type { ApiServer } from '../http/api-server';
import { AppError, type FieldErrors } from '../errors/app-error';
import { authOf } from '../auth/authenticate';
import { LINK_LIMITS } from '../abuse/limits';
import { isValidEmail } from '../../shared/email-address';
import { detailWireSchema, forwardContractBodySchema } from '../../shared/wire/account-wire';
import { SERVICE_TIERS, feeText } from '../../shared/service-tiers';
import { findEmployerById } from './employer-repository';

function contractText(colleague: string, sender: string, organisation: string, link: string): string {
  return [
    `Hello ${colleague},`,
    '',
    `${sender} asked us to send you the hiring agreement between ${organisation} and the Education Hiring Marketplace,`,
    'for review and signature.',
    '',
    'The hiring fee is a share of the hire’s first-year compensation, by service tier:',
    // The same table the role's service tier question and the fee fixed at publishing use.
    ...SERVICE_TIERS.map((tier) => `  - ${tier.label}: ${feeText(tier)}`),
    '',
    'Fees are due only when someone is hired through a match. To review the agreement and sign it, sign in or',
    `create your account here: ${link}`,
  ].join('\n');
}

/** POST /api/employer/contract/: e-mails the employer's contract to a colleague who signs it. */
export async function contractRoute(app: ApiServer): Promise<void> {
  app.post(
    '/api/employer/contract/',
    {
      config: {
        signedIn: ['employee'],
        confirmedEmail: 'sending the contract',
        rateLimit: { action: 'contract', rules: LINK_LIMITS.passwordReset },
      },
      schema: { body: forwardContractBodySchema, response: { 200: detailWireSchema } },
    },
    async (request) => {
      const { user } = authOf(request);
      const body = request.body;
      const errors: FieldErrors = {};
      if (body.employer_id !== user.employerId) errors.employer_id = ['You can only forward the contract of your own organization.'];
      if (!isValidEmail(body.email_address.trim())) errors.email_address = ["Enter your colleague's e-mail address, such as name@school.org."];
      if (Object.keys(errors).length > 0) throw AppError.fields(errors);
      const employer = await findEmployerById(app.ctx.db, body.employer_id);
      if (!employer) throw AppError.fields({ employer_id: ['No such organization.'] });
      const link = `${app.ctx.config.publicUrl}/employer/signup`;
      await app.ctx.mailer.send({
        to: body.email_address.trim(),
        subject: `Hiring agreement for ${employer.name}`,
        text: contractText(body.first_name.trim(), `${user.firstName} ${user.lastName}`, employer.name, link),
        link,
      });
      return { detail: `We e-mailed the contract to ${body.email_address.trim()}.` };
    },
  );
}
