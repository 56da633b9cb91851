import type { healthWireSchema } from '../../../shared/wire/platform-wire';
import { apiRequest } from '../api-client';
import type { FromSchema } from 'json-schema-to-ts';

/**
 * GET /api/health/: true when the API and its database answer ({"status": "ok"}), false on any failure. The
 * reconnect probe of the connection handling; it never throws. A failed probe is itself a connection error,
 * so the client records and announces it like any other.
 */
export async function checkHealth(): Promise<boolean> {
  try {
    const answer = await apiRequest<FromSchema<typeof healthWireSchema>>('/api/health/', { module: 'health', anonymous: true });
    return answer?.status === 'ok';
  } catch {
    return false;
  }
}
