import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { disableTwoFactorWireSchema } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** DELETE /api/2fa/disable/ {password}: turns two-factor off; every other session ends and a new token comes back. */
export function disableTwoFactor(password: string): Promise<CamelKeys<FromSchema<typeof disableTwoFactorWireSchema>>> {
  return apiRequest<CamelKeys<FromSchema<typeof disableTwoFactorWireSchema>>>('/api/2fa/disable/', {
    method: 'DELETE',
    body: { password },
    module: 'two-factor',
  });
}
