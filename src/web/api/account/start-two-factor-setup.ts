import { apiRequest } from '../api-client';

export interface TwoFactorSetup {
  /** The base32 secret, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** A data:image/png URL of the QR code of otpauthUri. */
  qrCode: string;
}

/** POST /api/2fa/setup/: a new secret awaiting confirmation with a code; nothing changes until then. */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/api/2fa/setup/', { method: 'POST', module: 'two-factor' });
}
