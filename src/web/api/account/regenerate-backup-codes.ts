import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { backupCodesWireSchema } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/** POST /api/2fa/backup-tokens/ {password}: ten new backup codes replace the old ones; a new token comes back. */
export function regenerateBackupCodes(password: string): Promise<CamelKeys<FromSchema<typeof backupCodesWireSchema>>> {
  return apiRequest<CamelKeys<FromSchema<typeof backupCodesWireSchema>>>('/api/2fa/backup-tokens/', {
    method: 'POST',
    body: { password },
    module: 'two-factor',
  });
}
