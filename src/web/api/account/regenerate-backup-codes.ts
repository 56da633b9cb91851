import { apiRequest } from '../api-client';

/** POST /api/2fa/backup-tokens/ {password}: ten new backup codes replace the old ones; a new token comes back. */
export function regenerateBackupCodes(password: string): Promise<{ backupTokens: string[]; token: string }> {
  return apiRequest('/api/2fa/backup-tokens/', { method: 'POST', body: { password }, module: 'two-factor' });
}
