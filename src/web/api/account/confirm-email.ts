import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { confirmEmailWireSchema } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** PATCH /api/user/{id}/confirm_email/ with the secret from the e-mailed link; no session needed. */
export function confirmEmail(userId: string, token: string): Promise<CamelKeys<FromSchema<typeof confirmEmailWireSchema>>> {
  return apiRequest<CamelKeys<FromSchema<typeof confirmEmailWireSchema>>>(`/api/user/${encodeURIComponent(userId)}/confirm_email/`, {
    method: 'PATCH',
    body: { token },
    module: 'confirm-email',
    // The link may be opened while someone else is signed in on this browser; the secret is the credential.
    anonymous: true,
  });
}
