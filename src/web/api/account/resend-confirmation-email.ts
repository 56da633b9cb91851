import type { DetailWire } from '../../../shared/wire/account-wire';
import { apiRequest } from '../api-client';

/** GET /resend-confirmation-email/: a new link to the signed-in person's address; answers what was done. */
export function resendConfirmationEmail(): Promise<DetailWire> {
  return apiRequest<DetailWire>('/resend-confirmation-email/', { module: 'resend-confirmation-email' });
}
