/** What a listener learns about each answer the API client receives. */
export interface ApiResponseInfo {
  path: string;
  status: number;
}

type ResponseListener = (info: ApiResponseInfo) => void;

const listeners = new Set<ResponseListener>();

/**
 * Calls `listener` after every answer the API client receives, whatever its status (not when no answer came).
 * The session refresh hangs off this (spec 000 §4); the client does not import the session's refresh itself,
 * which would make the refresh call import the client that imports it. Returns the unsubscribe function.
 */
export function onApiResponse(listener: ResponseListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyApiResponse(info: ApiResponseInfo): void {
  for (const listener of listeners) {
    try {
      listener(info);
    } catch (error) {
      // A listener's fault must not turn a good answer into a failed call.
      console.error('An API response listener failed.', error);
    }
  }
}
