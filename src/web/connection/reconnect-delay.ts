import { RECONNECT_BASE_DELAY_MS, RECONNECT_FACTOR, RECONNECT_MAX_DELAY_MS } from './connection-constants';

/** The wait before automatic reconnect attempt number `retryCount` + 1: 30, 45, 67.5, 101.25, ... capped at 300 s. */
export function reconnectDelay(retryCount: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * RECONNECT_FACTOR ** Math.max(0, retryCount), RECONNECT_MAX_DELAY_MS);
}
