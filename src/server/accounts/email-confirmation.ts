import type { AppContext } from '../http/app-context';
import type { UserRow } from '../db/schema';
import { issueOneTimeToken } from '../auth/one-time-tokens';

/** A confirmation link stays valid for three days, as long as people commonly take to open such mail. */
export const CONFIRMATION_TTL_MS = 3 * 24 * 60 * 60_000;

/** Issues a confirmation secret and e-mails its link; any earlier link stops working. */
export async function sendConfirmationEmail(ctx: AppContext, user: UserRow): Promise<void> {
  const now = ctx.clock.now();
  const token = await issueOneTimeToken(ctx.db, { userId: user.id, purpose: 'confirm_email', ttlMs: CONFIRMATION_TTL_MS, now });
  const link = `${ctx.config.publicUrl}/confirm_email?${new URLSearchParams({ token, user_id: String(user.id) })}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Confirm your e-mail address',
    text: [
      `Hello ${user.firstName},`,
      '',
      'Please confirm your e-mail address for the Education Hiring Marketplace by opening this link:',
      link,
      '',
      'The link works once and for three days. If you did not create an account, you can ignore this e-mail.',
    ].join('\n'),
    link,
  });
}
