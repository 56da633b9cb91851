import { isApiError } from '../api/api-error';

// How browsers word a failed fetch or a code chunk that could not be downloaded (a deploy or a dropped link).
const CONNECTION_MESSAGES = [
  /failed to fetch/i,
  /networkerror/i,
  /load failed/i,
  /dynamically imported module/i,
  /importing a module script failed/i,
  /loading chunk/i,
];

/** Whether a render error came from the connection (no answer, a 5xx, a chunk that would not load) rather than a bug. */
export function isConnectionError(error: unknown): boolean {
  if (isApiError(error)) return error.kind !== 'client';
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}
