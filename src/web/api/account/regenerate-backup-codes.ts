import type { CamelKeys } from '../../../shared/wire/camel-keys';
import type { BackupCodesWire } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

/** POST /api/2fa/backup-tokens/ {password}: ten new backup codes replace the old ones; a new token comes back. */
export function regenerateBackupCodes(password: string): Promise<CamelKeys<BackupCodesWire>> {
  return apiRequest<CamelKeys<BackupCodesWire>>('/api/2fa/backup-tokens/', { method: 'POST', body: { password }, module: 'two-factor' });
}
