import type { SWRConfiguration } from 'swr';
import { isApiError } from '../api/api-error';
import { takeAnswersAskedAhead } from '../api/answers-asked-ahead';

/**
 * SWR retries a failed fetch with back-off; that only makes sense when the failure may pass (no answer, 5xx).
 * A refused request (4xx) would fail the same way again and fill the error list.
 */
export const swrOptions: SWRConfiguration = {
  use: [takeAnswersAskedAhead],
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.retryable,
};
