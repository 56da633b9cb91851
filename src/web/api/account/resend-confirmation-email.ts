import type { detailWireSchema } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** GET /resend-confirmation-email/: a new link to the signed-in person's address; answers what was done. */
export function resendConfirmationEmail(): Promise<FromSchema<typeof detailWireSchema>> {
  return apiRequest<FromSchema<typeof detailWireSchema>>('/resend-confirmation-email/', { module: 'resend-confirmation-email' });
}
