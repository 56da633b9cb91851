import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { checkHealth } from '../api/health/check-health';
import { clearConnectionError, recordFailedRetry } from './connection-store';

let inFlight: Promise<boolean> | null = null;

/**
 * One reconnect attempt: probes GET /api/health/; on success clears the connection error and calls
 * `revalidate`, on failure counts a failed retry. Single flight: the snackbar's loop, its Retry and the
 * unavailable screen share an attempt that is already running, so one failure is counted once.
 */
export function retryConnection(revalidate: () => void): Promise<boolean> {
  inFlight ??= (async () => {
    const healthy = await checkHealth();
    if (healthy) {
      clearConnectionError();
      revalidate();
    } else {
      recordFailedRetry();
    }
    return healthy;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** retryConnection that revalidates all SWR data on success, so every screen fetches what it missed. */
export function useRetryConnection(): () => Promise<boolean> {
  const { mutate } = useSWRConfig();
  return useCallback(() => retryConnection(() => void mutate(() => true)), [mutate]);
}
