import { snakeKey } from '../../../shared/wire-keys';

/**
 * The client camelCases keys at every depth; objects keyed by match status ("confirm_match") come back as
 * "confirmMatch". This restores the status words, and reads anything that is not a count as 0.
 */
export function statusKeysRestored(counts: unknown): Record<string, number> {
  if (typeof counts !== 'object' || counts === null) return {};
  return Object.fromEntries(Object.entries(counts).map(([key, n]) => [snakeKey(key), typeof n === 'number' && Number.isFinite(n) ? n : 0]));
}
